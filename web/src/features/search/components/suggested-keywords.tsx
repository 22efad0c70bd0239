// The suggested-keywords popup of spec section 2, titled 'Suggested Keywords' with Close: keywords
// related to the ones in the box (the suggestions call, which leaves out those already there);
// choosing one adds it to the box, as a chosen suggestion is (section 4).
import { useEffect, useId, useRef, useState } from 'react';
import {
  SUGGESTED_KEYWORDS_NONE,
  SUGGESTED_KEYWORDS_OPEN_LABEL,
  SUGGESTED_KEYWORDS_TITLE,
} from '../../../../../openapi/vocabulary/messages';
import { useKeywordSuggestions } from '../api/get-keyword-suggestions';
import { AUTOCOMPLETE } from '../limits';
import { listOf } from '../search-url';
import '../suggested-keywords.css';

interface Props {
  keyword: string;
  onAdd: (name: string) => void;
}

function SuggestionList({ keywords, onAdd }: { keywords: string[]; onAdd: Props['onAdd'] }) {
  const last = keywords[keywords.length - 1] ?? '';
  const { data, isPending, isError } = useKeywordSuggestions(last, keywords);
  if (isPending) return <p className="suggested-note">Loading suggestions…</p>;
  if (isError) return <p className="suggested-note">We could not load suggestions just now.</p>;
  if (data.length === 0) return <p className="suggested-note">{SUGGESTED_KEYWORDS_NONE}</p>;
  return (
    <ul className="suggested-list">
      {data.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            className="suggested-chip"
            aria-label={`Add ${s.name}`}
            onClick={() => onAdd(s.name)}
          >
            + {s.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The keyword box's text with one more keyword after those already there. */
export function withKeyword(text: string, name: string): string {
  return `${[...listOf(text), name].join(', ')}, `;
}

export function SuggestedKeywords({ keyword, onAdd }: Props) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const keywords = listOf(keyword);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  if (!keywords.some((k) => k.length >= AUTOCOMPLETE.minChars) && !open) return null;
  return (
    <div className="suggested-keywords">
      <button
        type="button"
        className="suggested-open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {SUGGESTED_KEYWORDS_OPEN_LABEL}
      </button>
      <dialog
        ref={dialogRef}
        className="suggested-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
      >
        <div className="suggested-head">
          <h2 id={`${id}-title`}>{SUGGESTED_KEYWORDS_TITLE}</h2>
          <button type="button" className="button button-outline" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
        {open ? <SuggestionList keywords={keywords} onAdd={onAdd} /> : null}
      </dialog>
    </div>
  );
}
