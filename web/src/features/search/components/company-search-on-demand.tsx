// The home page's company search, whose combobox code (downshift: about 13 KB gzipped) loads only
// when the visitor reaches for it, not with the page (issue 12: the JavaScript before the page is
// interactive). Until then its stand-in holds the place. Pointing at it, touching it, focusing it
// or pressing Search starts the load; then the real form takes over what the visitor did meanwhile:
// the typed text (given to the box as typing, so its list follows), the focus, and a pressed Search.
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { COMPANY_FIELD_NAME } from '../company-search-texts';
import { CompanySearchStandIn } from './company-search-stand-in';

interface Meanwhile {
  text: string;
  submitted: boolean;
}

/** Puts text in a React-controlled box as typing does: the value, then the input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function CompanySearchOnDemand() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const meanwhile = useRef<Meanwhile>({ text: '', submitted: false });
  const hadFocus = useRef(false);
  const loading = useRef(false);

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./company-search').then((m) => {
      // Read before the stand-in goes: a removed box takes the focus with it.
      hadFocus.current = slot.current?.contains(document.activeElement) ?? false;
      setForm(() => m.CompanySearch);
    });
  };

  useLayoutEffect(() => {
    const box = slot.current?.querySelector<HTMLInputElement>(
      `input[name="${COMPANY_FIELD_NAME}"]`,
    );
    if (!Form || !box) return;
    const { text, submitted } = meanwhile.current;
    if (hadFocus.current || submitted) box.focus();
    if (text !== '') typeInto(box, text);
    if (submitted) box.form?.requestSubmit();
  }, [Form]);

  return (
    <div ref={slot} className="company-search-slot">
      {Form ? (
        <Form />
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
