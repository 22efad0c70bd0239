// The app's modals are on the page only from their first opening: lists render one per item
// (Apply's resume dialog on every job card, Delete's question on every alert). Once opened a
// dialog stays (closed), so that closing it gives the focus back to the control that opened it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../../web/src/components/confirm-dialog';
import { ResumeNeededDialog } from '../../../web/src/components/resume-needed-dialog';
import { renderInPage } from '../render';

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

describe("The app's modal dialogs", () => {
  it("When no seeker has needed them, then neither Apply's resume dialog nor a Delete question is on the page", () => {
    const { container } = renderInPage(
      <>
        {dialog(false)}
        <ConfirmDialog
          open={false}
          title="Delete this alert?"
          message="It cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
      </>,
    );

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
