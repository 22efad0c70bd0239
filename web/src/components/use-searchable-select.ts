// The searchable select's state (see searchable-select.tsx): the typed text, the visible options,
// the multi-select's limit, and Downshift's combobox and multiple-selection wiring.
import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '../../../openapi/vocabulary/limits';
import { EMPTY_LIST_MESSAGE, NO_RESULT_MESSAGE } from '../../../openapi/vocabulary/messages';
import { visibleOptions, type SelectOption } from './select-options';

export interface SelectState {
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  multiple: boolean;
  max: number;
  limitMessage: ((max: number) => string) | undefined;
  loading: boolean;
  error: string | null | undefined;
  hint: string | undefined;
  filterLocally: boolean;
  onInputChange: ((text: string) => void) | undefined;
  autoHighlight: boolean;
  onPick: ((option: SelectOption) => void) | undefined;
  /** Text the box starts with (typed before the select's code had loaded); its list opens. */
  initialText: string;
}

/** What the list says when it shows no option: loading, nothing left to choose, or no match. */
function listMessageOf({
  options,
  selected,
  multiple,
  loading,
  filterLocally,
}: Pick<SelectState, 'options' | 'selected' | 'multiple' | 'loading' | 'filterLocally'>): string {
  const left = visibleOptions(options, '', new Set(multiple ? selected : []), true);
  if (loading) return 'Loading…';
  if (filterLocally && left.length === 0) return EMPTY_LIST_MESSAGE;
  return NO_RESULT_MESSAGE;
}

/** The typed text and the options it shows; a single select's box follows its choice. */
function useTypedText(select: SelectState, single: SelectOption | undefined) {
  const { options, selected, multiple, filterLocally, onInputChange } = select;
  const [text, setText] = useState(single?.label ?? select.initialText);
  // A single select's box shows its choice: when the choice changes from outside (a reset, a
  // parent's change), the box follows it (React's "adjust state when a prop changes").
  const choiceLabel = single?.label ?? '';
  const [shownChoice, setShownChoice] = useState(choiceLabel);
  if (!multiple && shownChoice !== choiceLabel) {
    setShownChoice(choiceLabel);
    setText(choiceLabel);
  }
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
  return { text, items, typed };
}

/**
 * Downshift's combobox over the visible options. A multi-select stays open after a choice and
 * ignores Downshift's echo of it; clearing a single select's box clears its choice.
 */
function useSelectCombobox({
  items,
  text,
  typed,
  multiple,
  single,
  autoHighlight,
  onCleared,
  choose,
  picked,
  openAtFirst,
}: {
  items: SelectOption[];
  text: string;
  typed: (value: string) => void;
  multiple: boolean;
  single: SelectOption | undefined;
  autoHighlight: boolean;
  onCleared: () => void;
  choose: (option: SelectOption) => void;
  /** The visitor picked this option in the list (Enter on it or a click), not by leaving the box. */
  picked: (option: SelectOption) => void;
  /** The list starts open (text typed before the code loaded, as if typed here). */
  openAtFirst: boolean;
}) {
  return useCombobox<SelectOption>({
    items,
    inputValue: text,
    selectedItem: multiple ? null : (single ?? null),
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.id,
    initialIsOpen: openAtFirst,
    defaultHighlightedIndex: autoHighlight && text.trim() !== '' ? 0 : -1,
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing in a multi-select empties the box (choose does it); Downshift's echo is ignored.
      if (multiple && type === useCombobox.stateChangeTypes.ItemClick) return;
      if (multiple && type === useCombobox.stateChangeTypes.InputKeyDownEnter) return;
      // Typing is also taken at once by the box's own onChange (searchable-select.tsx): Downshift
      // reports it only after a render that showed the old text, and keys pressed then were lost.
      typed(inputValue);
      if (!multiple && inputValue === '' && single) onCleared();
    },
    onSelectedItemChange: ({ selectedItem, type }) => {
      if (!selectedItem) return;
      if (type === useCombobox.stateChangeTypes.InputBlur && multiple) return;
      choose(selectedItem);
      if (
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick
      )
        picked(selectedItem);
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
}

export function useSearchableSelect(select: SelectState) {
  const { options, selected, onChange, multiple, max, limitMessage, error, hint } = select;
  const id = useId();
  const chosen = options.filter((o) => selected.includes(o.id));
  const single = multiple ? undefined : chosen[0];
  const { text, items, typed } = useTypedText(select, single);
  const [limitHit, setLimitHit] = useState(false);

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

  const combobox = useSelectCombobox({
    items,
    text,
    typed,
    multiple,
    single,
    autoHighlight: select.autoHighlight,
    onCleared: () => onChange([]),
    choose,
    picked: (option) => select.onPick?.(option),
    openAtFirst: select.initialText !== '',
  });

  // A list fetched by the typed text has nothing to say before the text is long enough to ask.
  const asked = select.filterLocally || text.trim().length >= AUTOCOMPLETE_MIN_CHARS;
  const listMessage = combobox.isOpen && asked && items.length === 0 ? listMessageOf(select) : null;
  const limitText = limitHit && limitMessage ? limitMessage(max) : null;
  const describedBy =
    [error ? `${id}-error` : '', limitText ? `${id}-limit` : '', hint ? `${id}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  /** Removes a chosen option (a chip's ×). */
  function remove(option: SelectOption) {
    setLimitHit(false);
    onChange(selected.filter((s) => s !== option.id));
  }

  return {
    id,
    chosen,
    text,
    typed,
    multiple,
    items,
    choose,
    remove,
    combobox,
    getSelectedItemProps,
    getDropdownProps,
    listMessage,
    limitText,
    describedBy,
  };
}

export type SearchableSelectState = ReturnType<typeof useSearchableSelect>;
