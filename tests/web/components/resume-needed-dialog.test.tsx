// Apply's resume dialog is on the page only once a seeker needed it: a list renders one per Apply
// button, and a closed dialog on every card was a fifth of the dashboard's elements. Once opened
// it stays (closed), so that closing it gives the focus back to the Apply button.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ResumeNeededDialog } from '../../../web/src/components/resume-needed-dialog';
import { renderInPage } from '../render';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these do what the browser's do to `open`.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

function dialog(open: boolean) {
  return (
    <ResumeNeededDialog
      open={open}
      message="Upload a resume to apply."
      jobTitle="Sales Executive"
      onUploaded={() => undefined}
      onCancel={() => undefined}
    />
  );
}

describe("Apply's resume dialog", () => {
  it('When no seeker has needed it, then no dialog is on the page', () => {
    const { container } = renderInPage(dialog(false));

    expect(container.querySelector('dialog')).toBeNull();
  });

  it('When it opens, then the dialog with its title and file chooser is shown', () => {
    const view = renderInPage(dialog(false));
    view.rerender(dialog(true));

    const shown = screen.getByRole('dialog', { name: 'Add your resume to apply: Sales Executive' });
    expect(shown).toHaveProperty('open', true);
    expect(screen.getByLabelText('Choose your resume')).toBeTruthy();
  });

  it('When it closes again, then the dialog stays on the page, closed', () => {
    const view = renderInPage(dialog(true));
    view.rerender(dialog(false));

    const kept = view.container.querySelector('dialog');
    expect(kept).not.toBeNull();
    expect(kept).toHaveProperty('open', false);
  });
});
