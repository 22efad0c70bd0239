// The profile nudge's links land on the section they name (the UX walk's D6: "Add a project" and
// "Add a certification or award" led to the top of the profile, where Projects had no anchor).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Saver } from '../../../web/src/features/profile/components/accomplishment-lists';
import { Awards } from '../../../web/src/features/profile/components/awards';
import { Certifications } from '../../../web/src/features/profile/components/certifications';
import { Projects } from '../../../web/src/features/profile/components/projects';
import { PROFILE_GAP_LINKS } from '../../../web/src/features/seeker-home/profile-gaps';
import { renderInPage } from '../render';

const idle: Saver = {
  save: () => undefined,
  remove: () => Promise.resolve(),
  error: undefined,
  busy: false,
};

function renderLists() {
  renderInPage(
    <>
      <Projects projects={[]} saver={idle} />
      <Certifications certifications={[]} saver={idle} />
      <Awards awards={[]} saver={idle} />
    </>,
  );
}

/** The section a link's #anchor names, by its heading. */
function sectionAt(link: string): string | undefined {
  const anchor = new URL(link, 'http://in.localhost').hash.slice(1);
  const section = anchor ? document.getElementById(anchor) : null;
  return section?.querySelector('h2')?.textContent ?? undefined;
}

describe("The profile nudge's project and accomplishment links", () => {
  it('When the seeker follows "Add a project", then it leads to the Projects section', () => {
    renderLists();

    expect(PROFILE_GAP_LINKS.projects.to).toBe('/seeker/profile?apop=my-profile#projects');
    expect(sectionAt(PROFILE_GAP_LINKS.projects.to)).toBe('Projects');
  });

  it('When the seeker follows "Add a certification or award", then it leads to the Certifications section; Awards has its own anchor', () => {
    renderLists();

    expect(PROFILE_GAP_LINKS.accomplishments.to).toBe(
      '/seeker/profile?apop=my-profile#certifications',
    );
    expect(sectionAt(PROFILE_GAP_LINKS.accomplishments.to)).toBe('Certifications');
    expect(sectionAt('#awards')).toBe('Awards');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Projects',
      'Certifications',
      'Awards',
    ]);
  });
});
