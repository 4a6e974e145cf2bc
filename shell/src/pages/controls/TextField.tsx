import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { EyeIcon } from './icons';

interface FieldProps {
  label: string;
  /** What is wrong with the value: shown under it, tied to it by aria-describedby, marks it aria-invalid. */
  error?: string;
  /** A hint or link under the field. */
  help?: ReactNode;
}

type InputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { size?: 'middle' | 'large'; ref?: Ref<HTMLInputElement> };
type TextAreaProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** The ids an input points at with aria-describedby: its error first, then its hint. */
function describedBy(id: string, { error, help }: FieldProps) {
  return [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
}

/** Label above, control, then the error and the hint below (antd's vertical Form.Item, in plain CSS). */
function Field({ id, label, error, help, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`shell-field${error ? ' shell-field--invalid' : ''}`}>
      <label className="shell-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="shell-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {help ? (
        <div id={`${id}-help`} className="shell-field__help">
          {help}
        </div>
      ) : null}
    </div>
  );
}

const inputClass = (size: 'middle' | 'large', extra?: string) => ['shell-input', size === 'large' ? 'shell-input--large' : null, extra].filter(Boolean).join(' ');

/** A labelled text input; `ref`, `name`, `onChange` and `onBlur` may come from react-hook-form's register(). */
export function TextField({ label, error, help, size = 'middle', id, className, ...input }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} help={help}>
      <input id={inputId} className={inputClass(size, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, { label, error, help })} {...input} />
    </Field>
  );
}

/** A password input with a button that shows what was typed (a toggle: its name stays, aria-pressed says its state). */
export function PasswordField({ label, error, help, size = 'middle', id, className, ...input }: Omit<InputProps, 'type'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  return (
    <Field id={inputId} label={label} error={error} help={help}>
      <span className={`shell-affix${size === 'large' ? ' shell-affix--large' : ''}`}>
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          className={inputClass(size, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { label, error, help })}
          {...input}
        />
        <button type="button" className="shell-affix__button" aria-pressed={shown} aria-controls={inputId} onClick={() => setShown((value) => !value)}>
          <EyeIcon open={shown} />
          <span className="shell-visually-hidden">Show password</span>
        </button>
      </span>
    </Field>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ label, error, help, id, className, ...textarea }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} help={help}>
      <textarea
        id={inputId}
        className={['shell-input', 'shell-input--textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { label, error, help })}
        {...textarea}
      />
    </Field>
  );
}
