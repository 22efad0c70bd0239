// The home page's company search, whose combobox code (downshift: about 13 KB gzipped) loads only
// when the visitor reaches for it, not with the page (issue 12: the JavaScript before the page is
// interactive). Until then its stand-in holds the place. Pointing at it, touching it, focusing it
// or pressing Search starts the load; then the real form starts from what the visitor did
// meanwhile: the typed text (its list open), the focus, and a pressed Search.
import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { CompanySearchStart } from './company-search';
import { CompanySearchStandIn } from './company-search-stand-in';

type Form = ComponentType<{ startWith: CompanySearchStart }>;

export function CompanySearchOnDemand() {
  const [loaded, setLoaded] = useState<{ Form: Form; startWith: CompanySearchStart } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const meanwhile = useRef({ text: '', submitted: false });
  const loading = useRef(false);

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    // Read and swapped in one go (flushSync), so that no key or press lands in between.
    void import('./company-search').then((m) =>
      flushSync(() =>
        setLoaded({
          Form: m.CompanySearch,
          startWith: {
            ...meanwhile.current,
            focused: slot.current?.contains(document.activeElement) ?? false,
          },
        }),
      ),
    );
  };

  return (
    <div ref={slot} className="company-search-slot">
      {loaded ? (
        <loaded.Form startWith={loaded.startWith} />
      ) : (
        <CompanySearchStandIn
          onReach={reach}
          onType={(text) => {
            meanwhile.current.text = text;
          }}
          onSubmit={() => {
            meanwhile.current.submitted = true;
            reach();
          }}
        />
      )}
    </div>
  );
}
