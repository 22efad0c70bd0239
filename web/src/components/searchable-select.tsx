// The searchable dropdown and the multi-select of spec section 2, as one component: a text box
// that filters a list (a WAI-ARIA combobox, from downshift), one choice or several as chips.
// Section 5's list texts come from here and nowhere else: 'No result found' when the filter
// matches nothing, 'List is empty.' when there is nothing (left) to choose, and the limit's
// message when a multi-select already holds its maximum. Section 9: the list shows at most
// MULTI_SELECT_LIMIT options and is at most MULTI_SELECT_MAX_HEIGHT_PX high.
import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useState, type Ref } from 'react';
import {
  AUTOCOMPLETE_MIN_CHARS,
  MULTI_SELECT_LIMIT,
  MULTI_SELECT_MAX_HEIGHT_PX,
} from '../../../openapi/vocabulary/limits';
import { EMPTY_LIST_MESSAGE, NO_RESULT_MESSAGE } from '../../../openapi/vocabulary/messages';
import { normal, visibleOptions, type SelectOption } from './select-options';
import './searchable-select.css';

export type { SelectOption } from './select-options';

interface Props {
  label: string;
  options: readonly SelectOption[];
  /** The chosen options' ids; a single select holds at most one. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  multiple?: boolean;
  /** How many a multi-select may hold, and what it says when asked for one more. */
  max?: number;
  limitMessage?: (max: number) => string;
  loading?: boolean;
  placeholder?: string;
  /** A validation message of the form, shown under the field. */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Filter the options by the typed text here; off when the server already filtered them. */
  filterLocally?: boolean;
  /** The typed text, for a list fetched by it or for a form that checks names nobody chose. */
  onInputChange?: (text: string) => void;
  /**
   * Highlight the first match as the visitor types, so that Enter or leaving the box chooses it.
   * Off where the form checks a typed name itself (the company search).
   */
  autoHighlight?: boolean;
  /** Enter on text that no option matches. */
  onUnmatched?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

export function SearchableSelect({
  label,
  options,
  selected,
  onChange,
  multiple = false,
  max = MULTI_SELECT_LIMIT,
  limitMessage,
  loading = false,
  placeholder,
  error,
  hint,
  disabled = false,
  filterLocally = true,
  onInputChange,
  onUnmatched,
  autoHighlight = true,
  inputRef,
  name,
}: Props) {
  const id = useId();
  const chosen = options.filter((o) => selected.includes(o.id));
  const single = multiple ? undefined : chosen[0];
  const [text, setText] = useState(single?.label ?? '');
  // A single select's box shows its choice: when the choice changes from outside (a reset, a
  // parent's change), the box follows it (React's "adjust state when a prop changes").
  const choiceLabel = single?.label ?? '';
  const [shownChoice, setShownChoice] = useState(choiceLabel);
  if (!multiple && shownChoice !== choiceLabel) {
    setShownChoice(choiceLabel);
    setText(choiceLabel);
  }
  const [limitHit, setLimitHit] = useState(false);
  // A single select shows its choice in the box: that text filters nothing.
  const filterText = single && text === single.label ? '' : text;
  const items = visibleOptions(
    options,
    filterText,
    new Set(multiple ? selected : []),
    filterLocally,
  );
  const typed = (value: string) => {
    setText(value);
    onInputChange?.(value);
  };

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<SelectOption>({
    selectedItems: chosen,
    onSelectedItemsChange: ({ selectedItems }) => {
      setLimitHit(false);
      onChange(selectedItems.map((o) => o.id));
    },
  });

  function choose(option: SelectOption) {
    if (!multiple) return onChange([option.id]);
    if (selected.length >= max) return setLimitHit(true);
    onChange([...selected, option.id]);
    typed('');
  }

  const combobox = useCombobox<SelectOption>({
    items,
    inputValue: text,
    selectedItem: multiple ? null : (single ?? null),
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.id,
    defaultHighlightedIndex: autoHighlight && text.trim() !== '' ? 0 : -1,
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing in a multi-select empties the box (choose does it); Downshift's echo is ignored.
      if (multiple && type === useCombobox.stateChangeTypes.ItemClick) return;
      if (multiple && type === useCombobox.stateChangeTypes.InputKeyDownEnter) return;
      typed(inputValue);
      if (!multiple && inputValue === '' && single) onChange([]);
    },
    onSelectedItemChange: ({ selectedItem, type }) => {
      if (!selectedItem) return;
      if (type === useCombobox.stateChangeTypes.InputBlur && multiple) return;
      choose(selectedItem);
    },
    stateReducer: (state, { changes, type }) => {
      if (!multiple) return changes;
      if (
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick
      ) {
        // A multi-select stays open for the next choice.
        return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      }
      return changes;
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } =
    combobox;

  let listMessage: string | null = null;
  // A list fetched by the typed text has nothing to say before the text is long enough to ask.
  const asked = filterLocally || text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
  if (isOpen && asked && items.length === 0) {
    const left = visibleOptions(options, '', new Set(multiple ? selected : []), true);
    if (loading) listMessage = 'Loading…';
    else if (filterLocally && left.length === 0) listMessage = EMPTY_LIST_MESSAGE;
    else listMessage = NO_RESULT_MESSAGE;
  }
  const limitText = limitHit && limitMessage ? limitMessage(max) : null;
  const describedBy =
    [error ? `${id}-error` : '', limitText ? `${id}-limit` : '', hint ? `${id}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={`select${disabled ? ' select-disabled' : ''}`}>
      <label className="select-label" {...getLabelProps()}>
        {label}
      </label>
      <div className={`select-box${error ? ' select-invalid' : ''}`}>
        {multiple
          ? chosen.map((option, index) => (
              <span
                key={option.id}
                className="select-chip"
                {...getSelectedItemProps({ selectedItem: option, index })}
              >
                {option.label}
                <button
                  type="button"
                  className="select-chip-remove"
                  aria-label={`Remove ${option.label}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    setLimitHit(false);
                    onChange(selected.filter((s) => s !== option.id));
                  }}
                >
                  ×
                </button>
              </span>
            ))
          : null}
        <input
          className="select-input"
          placeholder={placeholder}
          disabled={disabled}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...getInputProps({
            ...getDropdownProps({ preventKeyAction: isOpen }),
            ref: inputRef,
            onKeyDown: (event) => {
              if (event.key !== 'Enter') return;
              const exact = items.find((o) => normal(o.label) === normal(text));
              if (highlightedIndex < 0 && exact) {
                event.preventDefault();
                choose(exact);
              } else if (items.length === 0 && text.trim() !== '' && onUnmatched) {
                event.preventDefault();
                onUnmatched(text.trim());
              }
            },
          })}
        />
      </div>
      <ul
        className="select-list"
        style={{ maxHeight: MULTI_SELECT_MAX_HEIGHT_PX }}
        {...getMenuProps()}
        hidden={!isOpen || items.length === 0}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                className={`select-option${highlightedIndex === index ? ' active' : ''}`}
                {...getItemProps({ item, index })}
              >
                <span>{item.label}</span>
                {item.hint ? <span className="select-hint">{item.hint}</span> : null}
              </li>
            ))
          : null}
      </ul>
      {listMessage ? (
        <p className="select-list-message" role="status">
          {listMessage}
        </p>
      ) : null}
      {limitText ? (
        <p id={`${id}-limit`} className="field-error" role="alert">
          {limitText}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
