import type { HTMLInputTypeAttribute } from 'react';
import styles from './MobileField.module.css';

export type MobileFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  error?: string;
};

/** A labelled text input of the student pages, with its error under it. */
export function MobileField({ id, label, value, onChange, error, ...input }: MobileFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={error ? styles.inputInvalid : styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
