import type { DrawableShare } from '../../modules/knowledge/rules/share.ts';
import styles from './detail.module.css';

/** Shares already through the share rule (each in [0, 100]). */
export type RateBarsProps = { items: readonly DrawableShare[]; unit?: string };

/** Percentages as CSS bars, the largest value filling the track (no chart library on the phone). */
export function RateBars({ items, unit = '%' }: RateBarsProps) {
  const max = Math.max(...items.map((item) => item.rate), 0);
  return (
    <div className={styles.bars}>
      {items.map((item) => (
        <div key={item.name} className={styles.barRow}>
          <span className={styles.barLabel}>{item.name}</span>
          <span className={styles.barTrack}>
            <span
              className={styles.barFill}
              style={{ display: 'block', width: `${max > 0 ? (item.rate / max) * 100 : 0}%` }}
            />
          </span>
          <span className={styles.barValue}>
            {item.rate}
            {unit}
          </span>
        </div>
      ))}
    </div>
  );
}
