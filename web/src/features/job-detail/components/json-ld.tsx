// The job's schema.org JobPosting as JSON-LD in the document head. A JSON-LD block is data, not
// script, so the page's Content-Security-Policy (no inline script) does not block it.
import { useEffect } from 'react';
import type { Schemas } from '../../../../../openapi/client';

export function JsonLd({ data }: { data: Schemas['JobPostingLd'] }) {
  useEffect(() => {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = JSON.stringify(data);
    document.head.appendChild(element);
    return () => element.remove();
  }, [data]);
  return null;
}
