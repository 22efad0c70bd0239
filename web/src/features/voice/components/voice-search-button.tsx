// The mic next to Search (spec sections 1, 2, 8: voice search, Chrome only; elsewhere no mic).
// It is all the home page loads up front: the modal, the machine and the Web Speech engine come
// in their own chunk on the first press (fetched early when the pointer or focus reaches the mic).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icon';
import { voiceSearchSupported } from '../speech-support';
import type { VoiceSearchTerms } from '../types';
import '../voice.css';
import { VOICE_SEARCH_TITLE } from '../../../../../openapi/vocabulary/messages';

interface Props {
  /** Called with the reader's job, location and exp once a voice search is understood. */
  onSearch: (terms: VoiceSearchTerms) => void;
}

/** Stands in when the chunk cannot be loaded: the mic hides rather than the page failing. */
function Unavailable({ onUnsupported }: { onUnsupported: () => void }) {
  useEffect(onUnsupported, [onUnsupported]);
  return null;
}

const loadVoiceSearch = () => import('./voice-search');
const VoiceSearch = lazy(() => loadVoiceSearch().catch(() => ({ default: Unavailable })));

export function VoiceSearchButton({ onSearch }: Props) {
  const [supported, setSupported] = useState(voiceSearchSupported);
  const [requests, setRequests] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hide = useCallback(() => setSupported(false), []);
  if (!supported) return null;
  const preload = () => void loadVoiceSearch().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="voice-mic"
        aria-label={VOICE_SEARCH_TITLE}
        aria-haspopup="dialog"
        title={VOICE_SEARCH_TITLE}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setRequests((count) => count + 1)}
      >
        <Icon name="mic" size={22} />
      </button>
      {requests > 0 ? (
        <Suspense fallback={null}>
          <VoiceSearch
            requests={requests}
            onSearch={onSearch}
            onUnsupported={hide}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
