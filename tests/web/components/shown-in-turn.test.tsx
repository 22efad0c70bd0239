// A page's parts put on the page one after another, top to bottom, each in a commit of its own
// (the dashboard's lists: one block of rendering and layout held the main thread).
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShownInTurn } from '../../../web/src/components/shown-in-turn';

const PARTS = ['Applied jobs', 'Saved jobs', 'Recommended for you', 'Companies you follow'];

/** The parts shown, with each commit's list of them written to `commits`. */
function Parts({ start, commits }: { start: boolean; commits: string[][] }) {
  const shown = PARTS.slice(0, useShownInTurn(start, PARTS.length));
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return (
    <ul>
      {shown.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Parts shown in turn', () => {
  it('When the page may not show yet, then no part is shown, whatever timers run', () => {
    vi.useFakeTimers();
    const commits: string[][] = [];
    render(<Parts start={false} commits={commits} />);
    act(() => vi.runAllTimers());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(commits.every((shown) => shown.length === 0)).toBe(true);
  });

  it('When it may, then the parts come one more per commit in page order until all are shown', async () => {
    const commits: string[][] = [];
    const { rerender } = render(<Parts start={false} commits={commits} />);
    rerender(<Parts start commits={commits} />);
    await screen.findByText('Companies you follow');
    const counts = commits.map((shown) => shown.length);
    expect([...new Set(counts)]).toEqual([0, 1, 2, 3, 4]);
    for (const shown of commits) expect(shown).toEqual(PARTS.slice(0, shown.length));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(PARTS);
  });
});
