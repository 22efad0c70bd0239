// A form's typed text kept while the seeker signs in again (the UX walk's N5): read from the form
// by the fields' labels, given back after the form is opened again by its opener, field by field
// as typing would (React's controlled fields hear it), a field that appears after another's choice
// included. Passwords, files, hidden and disabled fields are never kept.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  forgetDraft,
  keepDraft,
  keptDraft,
  restoreDraft,
  type FormDraft,
} from '../../../web/src/lib/form-draft';
import { keepForReturn } from '../../../web/src/lib/sign-in-again';

/** An edit form as the profile draws one: closed behind its opener, controlled fields inside. */
function PreferencesForm() {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState('');
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const [relocate, setRelocate] = useState(false);
  const [skills, setSkills] = useState(['', '']);
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Edit job preferences
      </button>
    );
  return (
    <form aria-label="Job preferences">
      <label>
        Summary
        <textarea value={summary} onChange={(e) => setSummary(e.target.value)} />
      </label>
      <label>
        Country
        <select value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="">Choose</option>
          <option value="IN">India</option>
          <option value="SG">Singapore</option>
        </select>
      </label>
      {country === 'IN' ? (
        <label>
          City
          <input value={city} onChange={(e) => setCity(e.target.value)} />
        </label>
      ) : null}
      <label>
        Open to relocation
        <input type="checkbox" checked={relocate} onChange={(e) => setRelocate(e.target.checked)} />
      </label>
      {skills.map((skill, n) => (
        <input
          key={n}
          aria-label="Skill"
          value={skill}
          onChange={(e) => setSkills(skills.map((s, i) => (i === n ? e.target.value : s)))}
        />
      ))}
      <label>
        Password
        <input type="password" defaultValue="" />
      </label>
      <input type="file" aria-label="Resume" />
      <input type="hidden" name="token" value="secret" readOnly />
      <input aria-label="Locked" defaultValue="kept out" disabled />
      <output aria-label="What React holds">
        {[summary, country, city, relocate ? 'relocates' : 'stays', ...skills].join(' | ')}
      </output>
    </form>
  );
}

async function fillAndKeep(): Promise<FormDraft | undefined> {
  const user = userEvent.setup();
  const { unmount } = render(<PreferencesForm />);
  await user.click(screen.getByRole('button', { name: 'Edit job preferences' }));
  await user.type(screen.getByLabelText('Summary'), 'Ten years in sales');
  await user.selectOptions(screen.getByLabelText('Country'), 'IN');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.click(screen.getByLabelText('Open to relocation'));
  const [first, second] = screen.getAllByLabelText('Skill');
  if (!first || !second) throw new Error('two skill fields');
  await user.type(first, 'Negotiation');
  await user.type(second, 'CRM');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  keepDraft('preferences', 'Edit job preferences', screen.getByRole('form'));
  unmount();
  return keptDraft('preferences');
}

/** Restores the draft into what `container` shows, letting React apply each given value. */
async function restoreIn(container: HTMLElement, draft: FormDraft, stop = () => false) {
  let opened = false;
  await act(async () => {
    opened = await restoreDraft(container, draft, stop);
  });
  return opened;
}

describe('A form kept while the seeker signs in again', () => {
  it('When a form is kept, then each field is kept by its label and place, and no password, file, hidden or disabled field', async () => {
    expect(await fillAndKeep()).toEqual({
      opener: 'Edit job preferences',
      fields: [
        { key: 'textarea:Summary:0', value: 'Ten years in sales', checked: false },
        { key: 'select-one:Country:0', value: 'IN', checked: false },
        { key: 'text:City:0', value: 'Pune', checked: false },
        { key: 'checkbox:Open to relocation:0', value: 'on', checked: true },
        { key: 'text:Skill:0', value: 'Negotiation', checked: false },
        { key: 'text:Skill:1', value: 'CRM', checked: false },
      ],
    });
  });

  it('When the page comes back, then the form opens again and React holds every kept value, the city after its country', async () => {
    const draft = await fillAndKeep();
    if (!draft) throw new Error('no draft kept');
    const { container } = render(<PreferencesForm />);
    expect(await restoreIn(container, draft)).toBe(true);
    expect(screen.getByLabelText('What React holds').textContent).toBe(
      'Ten years in sales | IN | Pune | relocates | Negotiation | CRM',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('When a kept field already holds its value, then it is left as it is', async () => {
    const draft = await fillAndKeep();
    if (!draft) throw new Error('no draft kept');
    const { container } = render(<PreferencesForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit job preferences' }));
    fireEvent.click(screen.getByLabelText('Open to relocation'));
    await restoreIn(container, draft);
    expect(screen.getByLabelText<HTMLInputElement>('Open to relocation').checked).toBe(true);
  });

  it('When the page moved on before the form opened, then nothing is given back', async () => {
    const draft = await fillAndKeep();
    if (!draft) throw new Error('no draft kept');
    const { container } = render(<p>Another page</p>);
    expect(await restoreIn(container, draft, () => true)).toBe(false);
  });

  it('When a kept field is no longer in the form, then the others are given back all the same', async () => {
    const draft = await fillAndKeep();
    if (!draft) throw new Error('no draft kept');
    const { container } = render(<PreferencesForm />);
    const gone = { key: 'text:Gone:0', value: 'x', checked: false };
    expect(await restoreIn(container, { ...draft, fields: [gone, ...draft.fields] })).toBe(true);
    expect(screen.getByLabelText('What React holds').textContent).toBe(
      'Ten years in sales | IN | Pune | relocates | Negotiation | CRM',
    );
  });

  it('When the form never opens, then the restore gives up after its frames and says so', async () => {
    const { container } = render(<p>No form here</p>);
    expect(await restoreIn(container, { opener: 'Edit job preferences', fields: [] })).toBe(false);
  });

  it('When a draft is forgotten, or what was kept is not a draft, then there is none', async () => {
    await fillAndKeep();
    forgetDraft('preferences');
    expect(keptDraft('preferences')).toBeUndefined();
    keepForReturn('draft', 'preferences', { opener: 'Edit job preferences' });
    expect(keptDraft('preferences')).toBeUndefined();
    keepForReturn('draft', 'preferences', { opener: 7, fields: [] });
    expect(keptDraft('preferences')).toBeUndefined();
  });

  it('When the form holds buttons of its own and the opener is named by its label, then only fields are kept and the opener outside the form opens it', async () => {
    function NamedOpener() {
      const [open, setOpen] = useState(false);
      const [notice, setNotice] = useState('30');
      return (
        <>
          <button type="button" aria-label="Edit notice period" onClick={() => setOpen(true)}>
            ✎
          </button>
          {open ? (
            <form aria-label="Notice">
              <button type="button" aria-label="Edit notice period">
                ✎
              </button>
              <fieldset>
                <legend>Notice period</legend>
                {['15', '30', '60'].map((days) => (
                  <label key={days}>
                    {days} days
                    <input
                      type="radio"
                      name="notice"
                      value={days}
                      checked={notice === days}
                      onChange={() => setNotice(days)}
                    />
                  </label>
                ))}
              </fieldset>
              {(['submit', 'button', 'reset', 'image'] as const).map((type) => (
                <input key={type} type={type} aria-label={type} />
              ))}
              <output aria-label="Chosen">{notice}</output>
            </form>
          ) : null}
        </>
      );
    }
    const { unmount } = render(<NamedOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit notice period' }));
    fireEvent.click(screen.getByLabelText('60 days'));
    keepDraft('notice', 'Edit notice period', screen.getByRole('form'));
    const draft = keptDraft('notice');
    expect(draft?.fields.map((f) => [f.key, f.checked])).toEqual([
      ['radio:15 days:0', false],
      ['radio:30 days:0', false],
      ['radio:60 days:0', true],
    ]);
    unmount();
    if (!draft) throw new Error('no draft kept');

    const again = render(<NamedOpener />);
    expect(await restoreIn(again.container, draft)).toBe(true);
    expect(screen.getByLabelText('Chosen').textContent).toBe('60');
  });
});
