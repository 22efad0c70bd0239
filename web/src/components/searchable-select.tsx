// The searchable dropdown and the multi-select of spec section 2, as one component: a text box
// that filters a list (a WAI-ARIA combobox, from downshift), one choice or several as chips.
// Section 5's list texts come from here and nowhere else: 'No result found' when the filter
// matches nothing, 'List is empty.' when there is nothing (left) to choose, and the limit's
// message when a multi-select already holds its maximum. Section 9: the list shows at most
// MULTI_SELECT_LIMIT options and is at most MULTI_SELECT_MAX_HEIGHT_PX high.
import type { Ref } from 'react';
import { MULTI_SELECT_LIMIT, MULTI_SELECT_MAX_HEIGHT_PX } from '../../../openapi/vocabulary/limits';
import { normal, type SelectOption } from './select-options';
import { useSearchableSelect, type SearchableSelectState } from './use-searchable-select';
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
  /**
   * An option picked from the list, by Enter on it or a click (a form that acts on a pick, as the
   * company search runs its search). Leaving the box is no pick.
   */
  onPick?: (option: SelectOption) => void;
  /**
   * Enter with no option highlighted sends the form, whatever the box holds: the form checks the
   * typed text itself (the company search, as its Search button does).
   */
  submitOnEnter?: boolean;
  /** Text the box starts with, its list open (what was typed before the select's code loaded). */
  initialText?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/** The chosen options of a multi-select, each a chip with its remove button. */
function Chips({ select }: { select: SearchableSelectState }) {
  return select.chosen.map((option, index) => (
    <span
      key={option.id}
      className="select-chip"
      {...select.getSelectedItemProps({ selectedItem: option, index })}
    >
      {option.label}
      <button
        type="button"
        className="select-chip-remove"
        aria-label={`Remove ${option.label}`}
        onClick={(event) => {
          event.stopPropagation();
          select.remove(option);
        }}
      >
        ×
      </button>
    </span>
  ));
}

/**
 * The text box: Enter with no option highlighted sends the form (`submitOnEnter`), or chooses an
 * exact match, or tells the form about text nothing matches.
 */
function SelectInput({
  select,
  placeholder,
  disabled,
  name,
  error,
  inputRef,
  onUnmatched,
  submitOnEnter,
}: Pick<
  Props,
  'placeholder' | 'disabled' | 'name' | 'error' | 'inputRef' | 'onUnmatched' | 'submitOnEnter'
> & {
  select: SearchableSelectState;
}) {
  const { combobox, items, text, choose } = select;
  // The multi-select's chips are reached from the box by Backspace and ArrowLeft: downshift's
  // dropdown props read the box through their ref (chained with the form's) and their key handler,
  // which runs beside the box's own below. A single select has no chips: no key handler.
  const dropdown = select.getDropdownProps({
    preventKeyAction: combobox.isOpen || !select.multiple,
    ref: inputRef,
  });
  return (
    <input
      className="select-input"
      placeholder={placeholder}
      disabled={disabled}
      name={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={select.describedBy}
      {...combobox.getInputProps({
        ...dropdown,
        // A single select takes the typed text at once, before Downshift's own (late) report,
        // which left a render with the old text where a fast key was lost. (A multi-select keeps
        // Downshift's report: taking it here too broke its Enter on an unmatched name.)
        onChange: (event) => {
          if (!select.multiple) select.typed(event.currentTarget.value);
        },
        onKeyDown: (event) => {
          dropdown.onKeyDown?.(event);
          if (event.key !== 'Enter') return;
          const exact = items.find((o) => normal(o.label) === normal(text));
          if (combobox.highlightedIndex < 0 && submitOnEnter) {
            // Downshift keeps Enter from the form while its list is open: send the form here.
            event.preventDefault();
            combobox.closeMenu();
            event.currentTarget.form?.requestSubmit();
          } else if (combobox.highlightedIndex < 0 && exact) {
            event.preventDefault();
            choose(exact);
          } else if (items.length === 0 && text.trim() !== '' && onUnmatched) {
            event.preventDefault();
            onUnmatched(text.trim());
          }
        },
      })}
    />
  );
}

/** The options the text shows, at most MULTI_SELECT_MAX_HEIGHT_PX high. */
function OptionList({ select }: { select: SearchableSelectState }) {
  const { combobox, items } = select;
  const { isOpen, highlightedIndex, getMenuProps, getItemProps } = combobox;
  return (
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
  );
}

/** Under the field: the list's message, the limit's, the form's error and the hint. */
function SelectMessages({
  select,
  error,
  hint,
}: {
  select: SearchableSelectState;
  error: string | null | undefined;
  hint: string | undefined;
}) {
  const { id, listMessage, limitText } = select;
  return (
    <>
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
    </>
  );
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
  onPick,
  submitOnEnter = false,
  initialText = '',
  autoHighlight = true,
  inputRef,
  name,
}: Props) {
  const select = useSearchableSelect({
    options,
    selected,
    onChange,
    multiple,
    max,
    limitMessage,
    loading,
    error,
    hint,
    filterLocally,
    onInputChange,
    autoHighlight,
    onPick,
    initialText,
  });
  return (
    <div className={`select${disabled ? ' select-disabled' : ''}`}>
      <label className="select-label" {...select.combobox.getLabelProps()}>
        {label}
      </label>
      <div className={`select-box${error ? ' select-invalid' : ''}`}>
        {multiple ? <Chips select={select} /> : null}
        <SelectInput
          select={select}
          placeholder={placeholder}
          disabled={disabled}
          name={name}
          error={error}
          inputRef={inputRef}
          onUnmatched={onUnmatched}
          submitOnEnter={submitOnEnter}
        />
      </div>
      <OptionList select={select} />
      <SelectMessages select={select} error={error} hint={hint} />
    </div>
  );
}
