// A text box with a suggestion list: an ARIA combobox (arrow keys move, Enter chooses, Escape
// closes). Choosing appends the suggestion to the comma list; the clear icon follows the comma rule.
// While the box is blank it may offer other choices on focus (the keyword box: recent searches),
// in the same list and with the same keys; picking one of those is the caller's to act on.
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { track } from '../../../api/publish-events';
import { AUTOCOMPLETE } from '../limits';
import { appendChoice, lastFragment, showsClearIcon } from '../search-url';
import { NO_RESULT_MESSAGE } from '../../../../../openapi/vocabulary/messages';

export interface SuggestionItem {
  id: string;
  /** What choosing it puts in the box. */
  name: string;
  /** What the list shows, when not the name (another name of a city: "Sài Gòn"). */
  label?: string;
  hint?: string;
  /** `{name}:{type}` for the queryEntity parameter, when the suggestion has a type. */
  entity?: string;
}

/** What a blank box offers on focus, under its own list name. */
export interface BlankChoices {
  label: string;
  items: SuggestionItem[];
  onPick: (item: SuggestionItem) => void;
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
  onFocus?: () => void;
  blank?: BlankChoices | undefined;
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

/** Which list shows, its options and name, and whether it is open. */
function useShownList(props: Props, open: boolean) {
  const { value, blank, fragment, items, loading, label } = props;
  if (value.trim() === '' && blank && blank.items.length > 0) {
    return { shown: open, items: blank.items, listLabel: blank.label, pick: blank.onPick };
  }
  const shown = open && fragment.length >= AUTOCOMPLETE.minChars && (items.length > 0 || !loading);
  const pick = (item: SuggestionItem) => {
    props.onChange(appendChoice(value, item.name));
    props.onChoose?.(item);
  };
  return { shown, items, listLabel: `${label} suggestions`, pick };
}

/** The combobox's state: open or not, the highlighted option, and its keys. */
function useCombobox(props: Props) {
  const [open, setOpen] = useState(false);
  const list = useShownList(props, open);
  const key = props.value.trim() === '' ? '' : props.fragment;
  // The highlighted option belongs to the list it was chosen in; a new fragment starts over.
  const [highlight, setHighlight] = useState({ key, index: -1 });
  const active = highlight.key === key ? highlight.index : -1;
  const move = (next: number) => setHighlight({ key, index: next });
  const choose = (item: SuggestionItem) => {
    list.pick(item);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Tab moves on to the next control; the list closes with it.
    if (event.key === 'Tab') setOpen(false);
    if (!list.shown) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(Math.min(active + 1, list.items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(Math.max(active - 1, 0));
    } else if (event.key === 'Enter' && list.items[active]) {
      event.preventDefault();
      choose(list.items[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  return { list, active, setOpen, choose, onKeyDown };
}

function SuggestList({ id, combobox }: { id: string; combobox: ReturnType<typeof useCombobox> }) {
  const { list, active, choose } = combobox;
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={list.listLabel}
      // A scrolling list is a Tab stop in Chromium; focus stays in the box (WAI-ARIA combobox).
      tabIndex={-1}
      className="suggest-list"
      hidden={!list.shown}
    >
      {list.shown && list.items.length === 0 ? (
        <li className="suggest-empty">{NO_RESULT_MESSAGE}</li>
      ) : null}
      {list.shown
        ? list.items.map((item, index) => (
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
              <span>{item.label ?? item.name}</span>
              {item.hint ? <span className="suggest-hint">{item.hint}</span> : null}
            </li>
          ))
        : null}
    </ul>
  );
}

export function SuggestInput(props: Props) {
  const { label, placeholder, value, onChange, onClear, inputRef, name, icon } = props;
  const id = useId();
  const combobox = useCombobox(props);
  const { list, active, setOpen } = combobox;
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
        aria-expanded={list.shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={list.shown && active >= 0 ? `${id}-option-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          props.onFocus?.();
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={combobox.onKeyDown}
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
      <SuggestList id={id} combobox={combobox} />
    </div>
  );
}
