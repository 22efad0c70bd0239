// Another party's script (spec section 7, "Also loaded") is added once per page when a page first
// needs it, in a task after the one that asks; one that cannot load is forgotten, so that a later
// try adds it again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../web/src/lib/load-script';

const scripts = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

/** The script's tags once the task that adds them has run. */
async function added(src: string) {
  await vi.waitFor(() => expect(scripts(src)).not.toHaveLength(0));
  return scripts(src);
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
});

describe('Loading a script of another party', () => {
  it('When two parts ask for one script, then it is added once, async, and both hear it has run', async () => {
    const src = 'https://accounts.example.com/gsi/client.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    const [script] = await added(src);
    expect(scripts(src)).toHaveLength(1);
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('When the script cannot load, then the call fails in words, the tag goes, and a later try adds it again', async () => {
    const src = 'https://ads.example.com/ads.js';
    const failed = loadScript(src);
    (await added(src))[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`The script ${src} could not be loaded.`);
    expect(scripts(src)).toHaveLength(0);

    const again = loadScript(src);
    expect(again).not.toBe(failed);
    expect(await added(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });

  it('When a part asks for a script, then its tag is added after the asking task, not in it', async () => {
    const src = 'https://engage.example.com/sdk.js';
    const loading = loadScript(src);
    expect(scripts(src)).toHaveLength(0);

    expect(await added(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });
});
