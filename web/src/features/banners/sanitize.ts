// Banner texts are HTML from the backend. They are rendered only after DOMPurify has cleaned them
// with a small allow-list: no script, style, inline handler, image, form or javascript: URL gets
// through. DOMPurify is imported on demand, so it is not part of the home page's first JavaScript.
import { useQuery } from '@tanstack/react-query';

export type Sanitize = (html: string) => string;

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href', 'title'];

async function loadSanitizer(): Promise<Sanitize> {
  const { default: DOMPurify } = await import('dompurify');
  // Links that survive open safely in a new tab.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** The sanitiser, once DOMPurify has loaded (loaded once per page). */
export function useSanitizer() {
  return useQuery({
    queryKey: ['dompurify'],
    queryFn: loadSanitizer,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
