import styles from './evaluations.module.css';

export type ItemScreenProps = {
  number: number;
  text: string;
  options: ReadonlyArray<{ value: number; label: string }>;
  value: number | null;
  disabled: boolean;
  onAnswer: (value: number) => void;
};

/** One item: its text and the response options as large radio buttons (one tap answers). */
export function ItemScreen({ number, text, options, value, disabled, onAnswer }: ItemScreenProps) {
  const headingId = `item-${number}`;
  return (
    <div className={styles.item}>
      <h2 id={headingId} className={styles.itemText}>
        <span className={styles.itemNumber}>{number}.</span> {text}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            disabled={disabled}
            className={value === option.value ? `${styles.option} ${styles.optionChosen}` : styles.option}
            onClick={() => onAnswer(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
