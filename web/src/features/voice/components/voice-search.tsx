// Voice search, loaded on the first press of the mic (spec sections 4, 5, 8, 9): the voiceSearch
// machine with its effects provided, and the Voice Search modal it opens. The machine decides
// everything (listening, restarts, the reader, the "Sorry" message); this file only wires the Web
// Speech engine, the reader call, the toast and the page's search to it, and draws the modal.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { readVoiceCall } from '../../../../../machines/calls/voiceSearch.calls';
import { fromTask, reporter } from '../../../../../machines/lib/implementations';
import { voiceRecognitionMachine } from '../../../../../machines/voiceRecognition.machine';
import {
  voiceSearchMachine,
  type VoiceSearchEvent,
  type VoiceSearchFields,
} from '../../../../../machines/voiceSearch.machine';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { readVoice } from '../api/read-voice';
import { speechEngine } from '../speech-engine';
import { voiceSearchSupported } from '../speech-support';
import type { VoiceSearchTerms } from '../types';
import {
  VOICE_SEARCH_HINT,
  VOICE_SEARCH_LISTENING,
  VOICE_SEARCH_TITLE,
} from '../../../../../openapi/vocabulary/messages';

/** Section 2: the Voice Search modal's texts, exactly as the spec shows them. */
const MODAL_TITLE = VOICE_SEARCH_TITLE;
const MODAL_HINT = VOICE_SEARCH_HINT;
const MODAL_PROMPT = VOICE_SEARCH_LISTENING;

const recognition = voiceRecognitionMachine.provide({ actors: { speechEngine } });

const detectSpeechSupport = reporter<undefined, VoiceSearchEvent>(({ sendBack }) => {
  sendBack({ type: voiceSearchSupported() ? 'voice.supported' : 'voice.unsupported' });
});

const readVoiceActor = fromTask(readVoice, readVoiceCall);

/**
 * fillSearchFields and submitSearch run back to back in the transition that ends voice search:
 * the first hands the reader's fields to the second, which gives them to the page's search.
 */
function searchActions(search: (terms: VoiceSearchTerms) => void) {
  let filled: VoiceSearchFields | null = null;
  return {
    fillSearchFields: (_: unknown, fields: VoiceSearchFields) => {
      filled = fields;
    },
    submitSearch: () => {
      if (!filled) return;
      search({
        keyword: filled.keywords,
        location: filled.locations,
        experience: filled.experience,
      });
      filled = null;
    },
  };
}

/** A message the machine showed, and the transcript it answered (it shows until new speech). */
interface Notice {
  message: string;
  transcript: string;
}

interface Props {
  /** How many times the page's mic was pressed; each press opens the modal. */
  requests: number;
  onSearch: (terms: VoiceSearchTerms) => void;
  /** The machine found no support after all (section 8: not supported): the mic hides. */
  onUnsupported: () => void;
  /** Where focus goes back when the modal closes: the page's mic button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function VoiceSearch({ requests, onSearch, onUnsupported, returnFocusTo }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [snapshot, send, actor] = useMachine(
    voiceSearchMachine.provide({
      actors: { detectSpeechSupport, recognition, readVoice: readVoiceActor },
      actions: {
        showToast: ({ context }, toast) => {
          showToast(toast);
          setNotice({ message: toast.message, transcript: context.transcript });
        },
        ...searchActions(onSearch),
      },
    }),
  );

  useEffect(() => {
    if (requests > 0) actor.send({ type: 'voice.open' });
  }, [requests, actor]);

  const unsupported = snapshot.matches('unsupported');
  useEffect(() => {
    if (unsupported) onUnsupported();
  }, [unsupported, onUnsupported]);

  if (!snapshot.matches('open')) return null;
  const { interim } = snapshot.context;
  const listening = snapshot.matches({ open: { engine: 'listening' } });
  const parsing = snapshot.matches({ open: { speech: 'parsing' } });
  const shownNotice = notice && notice.transcript === interim ? notice.message : null;
  return createPortal(
    <VoiceSearchDialog
      status={shownNotice ?? (interim || (listening ? MODAL_PROMPT : ''))}
      failed={shownNotice !== null}
      listening={listening}
      busy={parsing}
      onMic={() => send({ type: 'voice.mic' })}
      onClose={() => send({ type: 'voice.close' })}
      returnFocusTo={returnFocusTo}
    />,
    document.body,
  );
}

interface DialogProps {
  /** 'Speak Now...', the text heard so far, or the machine's message. */
  status: string;
  failed: boolean;
  listening: boolean;
  busy: boolean;
  onMic: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

// Over 80 lines on purpose: the modal's focus handling and its states, drawn as one dialog.
// eslint-disable-next-line max-lines-per-function -- one dialog's focus handling and states (reason above)
function VoiceSearchDialog({
  status,
  failed,
  listening,
  busy,
  onMic,
  onClose,
  returnFocusTo,
}: DialogProps) {
  const titleId = useId();
  const hintId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog when it opens and back to the page's mic when it closes, however
  // it closes (close button, Escape, or a search that was understood).
  useEffect(() => {
    const opener = returnFocusTo.current;
    dialogRef.current?.focus();
    return () => opener?.focus();
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab inside the dialog (it is modal).
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="voice-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="voice-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="voice-dialog-head">
          <h2 id={titleId} className="voice-title">
            {MODAL_TITLE}
          </h2>
          <button
            type="button"
            className="icon-button voice-close"
            aria-label="Close voice search"
            onClick={onClose}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        <button
          type="button"
          className={`voice-orb${listening ? ' is-listening' : ''}`}
          aria-label="Listen"
          aria-pressed={listening}
          onClick={onMic}
        >
          <Icon name="mic" size={36} />
        </button>
        <p
          className={`voice-status${failed ? ' is-failed' : ''}`}
          role="status"
          aria-live="polite"
          aria-busy={busy}
          data-testid="voice-status"
        >
          {status}
        </p>
        <p id={hintId} className="voice-hint">
          {MODAL_HINT}
        </p>
      </div>
    </div>
  );
}
