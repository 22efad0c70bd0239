// The site's properties, read from the page's data block when the page loads (its name in a
// sentence and the header flags are tested with the parts that show them: counted-words and
// header-flags): another country's address, and a page served without the block.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSite } from '../site';
import { SITE_PROPS_ELEMENT_ID } from '../../../openapi/vocabulary/sites';

afterEach(() => {
  showSite('IN');
});

describe("The site's properties", () => {
  it("When another country's address is built, then it keeps this page's protocol and port", async () => {
    const { siteUrl } = await import('../../../web/src/lib/site');
    expect(siteUrl('sg.localhost')).toBe('http://sg.localhost/');
    expect(siteUrl('vn.localhost', '/search/results?query=ke%20toan')).toBe(
      'http://vn.localhost/search/results?query=ke%20toan',
    );
  });

  it('When the page has no site block, then loading says to serve it through the simulator', async () => {
    vi.resetModules();
    document.getElementById(SITE_PROPS_ELEMENT_ID)?.remove();
    await expect(import('../../../web/src/lib/site')).rejects.toThrow(
      `The page has no #${SITE_PROPS_ELEMENT_ID} block: serve it through the simulator (npm start or npm run dev).`,
    );
  });
});
