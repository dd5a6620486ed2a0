import { useId } from 'react';
import styles from './MobileField.module.css';

export type ChoiceGroupProps = {
  label: string;
  value: number | undefined;
  options: Array<{ value: number; label: string }>;
  onChange: (value: number) => void;
  error?: string;
};

/** A row of pill buttons choosing one value (gender, grade). */
export function ChoiceGroup({ label, value, options, onChange, error }: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.choices}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            className={value === option.value ? styles.choiceActive : styles.choice}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error ? <span className={styles.error}>{error}</span> : null}
    </div>
  );
}
