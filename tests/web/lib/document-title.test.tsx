// A title per page (issue 19): what the page shows first, then "jobportal" and the site's name, so
// that tabs of several jobs or searches can be told apart and each says which site it is.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onSite } from '../site';

const load = () => import('../../../web/src/lib/document-title');

describe('The document title', () => {
  it('When a page names what it shows, then the title is that, a bar and the site', async () => {
    const { pageTitle } = await onSite('IN', load);
    expect(pageTitle('Sales jobs')).toBe('Sales jobs | jobportal India');
  });

  it("When a page names nothing, then the title is the site's alone", async () => {
    const { pageTitle } = await onSite('IN', load);
    expect([pageTitle(undefined), pageTitle('')]).toEqual(['jobportal India', 'jobportal India']);
  });

  it("When the page belongs to the Gulf site, then the title carries that site's name", async () => {
    const { pageTitle } = await onSite('SA', load);
    expect(pageTitle('My profile')).toBe('My profile | jobportal Gulf');
  });

  it('When a page shows, then its title is set; a page that names nothing leaves the title as it is', async () => {
    const { useDocumentTitle } = await onSite('IN', load);
    document.title = 'Before';
    const { rerender } = renderHook(({ what }) => useDocumentTitle(what), {
      initialProps: { what: undefined as string | undefined },
    });
    expect(document.title).toBe('Before');
    rerender({ what: 'Java jobs' });
    expect(document.title).toBe('Java jobs | jobportal India');
  });
});
