// A password input with its reveal (the UX walk's f17): one "Show password" toggle button beside
// the input, whose pressed state (aria-pressed) says whether the password shows. Its name stays
// the same in both states, as a toggle button's should; the eye icon changes. Pressing it with the
// mouse leaves the focus and the caret (or the selection) where they were in the input, so the
// seeker can go on typing; from the keyboard the focus stays on the button.
import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { Icon } from './icon';
import './password-input.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function PasswordInput({ ref, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);

  /** Changes the type, and puts the caret (or selection) back where it was. */
  function toggle() {
    const field = input.current;
    if (field === null) return;
    const { selectionStart, selectionEnd } = field;
    const keepCaret = () => {
      if (document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
    };
    field.type = shown ? 'password' : 'text';
    keepCaret();
    setShown(!shown);
    // A mouse press moves the caret once more after the click (seen in Chrome): put it back.
    requestAnimationFrame(keepCaret);
  }

  return (
    <div className="password-input">
      <input
        {...props}
        ref={(node) => {
          input.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        type={shown ? 'text' : 'password'}
      />
      <button
        type="button"
        className="password-reveal"
        aria-label="Show password"
        aria-pressed={shown}
        // The mouse does not take the focus from the input (its caret stays too).
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
      >
        <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
      </button>
    </div>
  );
}
