// Password input with the show/hide toggle of docs/behaviour.md §2.4. The toggle is a real button with a
// pressed state, so it is reachable by keyboard and announced.
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { useWords } from '../lib/words';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const { commerce: text } = useWords();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="cf-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? text.login.hidePassword : text.login.showPassword}
        </button>
      }
    />
  );
}
