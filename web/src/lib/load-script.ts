// Loading another party's script (spec section 7, "Also loaded": the social sign-in and
// engagement scripts) when a page first needs it. The page's CSP decides which hosts may serve it.
import { inOwnTask } from './own-task';

const loading = new Map<string, Promise<void>>();

/** Adds the script once per page; resolves when it has run, rejects when it cannot load. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // Forgotten, so that a later try adds it again.
      loading.delete(src);
      script.remove();
      reject(new Error(`The script ${src} could not be loaded.`));
    });
    // The tag goes in after the part's effects have run (own-task.ts); the script is async anyway.
    inOwnTask(() => document.head.appendChild(script));
  });
  loading.set(src, promise);
  return promise;
}
