// The multi-select's keyboard between its text box and its chips (downshift's useMultipleSelection
// reads the text box through the ref of getDropdownProps), with the form's own ref on the box too.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from '../../../web/src/components/searchable-select';

const OPTIONS = [
  { id: 'mumbai', label: 'Mumbai' },
  { id: 'pune', label: 'Pune' },
  { id: 'delhi', label: 'Delhi' },
];

function Locations({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const [selected, setSelected] = useState(['mumbai', 'pune']);
  return (
    <SearchableSelect
      label="Locations"
      options={OPTIONS}
      selected={selected}
      onChange={setSelected}
      multiple
      inputRef={inputRef}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('The multi-select with a ref of its form', () => {
  it('When Backspace is pressed in the empty box with its list closed, then the last chip goes; ArrowLeft then reaches the chip before it; the form holds the box', async () => {
    const errors = vi.spyOn(console, 'error');
    const inputRef = createRef<HTMLInputElement>();
    render(<Locations inputRef={inputRef} />);
    const box = screen.getByRole('combobox', { name: 'Locations' });
    expect(inputRef.current).toBe(box);

    await userEvent.click(box);
    // Downshift leaves the chips alone while the list is open (preventKeyAction).
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Pune' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Mumbai' })).toBeTruthy();

    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toContain('Mumbai');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/getDropdownProps/);
  });
});
