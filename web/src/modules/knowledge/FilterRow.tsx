import { Radio } from 'antd';
import styles from './knowledge.module.css';

export type FilterRowProps<Value extends string | number> = {
  /** Shown before the buttons and read out as the group's name. */
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
};

/** One labelled line of solid button choices (科类, 批次, 年份) above a score table. */
export function FilterRow<Value extends string | number>({ label, options, value, onChange }: FilterRowProps<Value>) {
  return (
    <div className={styles.filterLine}>
      <span className={styles.filterLabel}>{label}</span>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        size="small"
        aria-label={label}
        options={[...options]}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      />
    </div>
  );
}
