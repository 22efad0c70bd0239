// HTML from the backend (job descriptions), rendered only after DOMPurify has removed every
// script, inline handler and javascript: URL. DOMPurify loads with the page that needs it.
import { useEffect, useState } from 'react';

let purifier: Promise<(html: string) => string> | undefined;

function loadPurifier(): Promise<(html: string) => string> {
  purifier ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form', 'input'],
          FORBID_ATTR: ['style'],
        }),
  );
  return purifier;
}

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPurifier().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // The string has been through DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
