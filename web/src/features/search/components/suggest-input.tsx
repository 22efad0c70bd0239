// A text box with a suggestion list: an ARIA combobox (arrow keys move, Enter chooses, Escape
// closes). Choosing appends the suggestion to the comma list; the clear icon follows the comma rule.
import { useEffect, useId, useState, type Ref } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { track } from '../../../api/publish-events';
import { AUTOCOMPLETE } from '../limits';
import { appendChoice, lastFragment, showsClearIcon } from '../search-url';
import { NO_RESULT_MESSAGE } from '../../../../../openapi/vocabulary/messages';

export interface SuggestionItem {
  id: string;
  name: string;
  hint?: string;
  /** `{name}:{type}` for the queryEntity parameter, when the suggestion has a type. */
  entity?: string;
}

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onChoose?: (item: SuggestionItem) => void;
  /** Suggestions for `fragment` (the debounced text after the last comma). */
  fragment: string;
  items: SuggestionItem[];
  loading: boolean;
  onClear?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  icon: IconName;
}

/** The text after the last comma, settled for the autocomplete debounce. */
export function useFragment(value: string): string {
  const fragment = lastFragment(value);
  const [debounced, setDebounced] = useState(fragment);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(fragment), AUTOCOMPLETE.debounceMs);
    return () => clearTimeout(timer);
  }, [fragment]);
  return debounced;
}

export function SuggestInput({
  label,
  placeholder,
  value,
  onChange,
  onChoose,
  fragment,
  items,
  loading,
  onClear,
  inputRef,
  name,
  icon,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The highlighted option belongs to the fragment it was chosen for; a new fragment starts over.
  const [highlight, setHighlight] = useState({ fragment, index: -1 });
  const active = highlight.fragment === fragment ? highlight.index : -1;
  const setActive = (next: (index: number) => number) =>
    setHighlight({ fragment, index: next(active) });
  const showList =
    open && fragment.length >= AUTOCOMPLETE.minChars && (items.length > 0 || !loading);

  function choose(item: SuggestionItem) {
    onChange(appendChoice(value, item.name));
    onChoose?.(item);
    setOpen(false);
  }

  return (
    <div className="suggest">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {label}
      </label>
      <span className="suggest-icon">
        <Icon name={icon} />
      </span>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name={name}
        className="suggest-input"
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          // Tab moves on to the next control; the list closes with it.
          if (event.key === 'Tab') setOpen(false);
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, items.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && active >= 0) {
            const item = items[active];
            if (item) {
              event.preventDefault();
              choose(item);
            }
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showsClearIcon(value) ? (
        <button
          type="button"
          className="icon-button suggest-clear"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={() => {
            onChange('');
            onClear?.();
            void track('ClearSearchIconClick', name);
          }}
        >
          ×
        </button>
      ) : null}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`${label} suggestions`}
        // A scrolling list is a Tab stop in Chromium; focus stays in the box (WAI-ARIA combobox).
        tabIndex={-1}
        className="suggest-list"
        hidden={!showList}
      >
        {showList && items.length === 0 ? (
          <li className="suggest-empty">{NO_RESULT_MESSAGE}</li>
        ) : null}
        {showList
          ? items.map((item, index) => (
              <li
                key={item.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'suggest-option active' : 'suggest-option'}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
              >
                <span>{item.name}</span>
                {item.hint ? <span className="suggest-hint">{item.hint}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
