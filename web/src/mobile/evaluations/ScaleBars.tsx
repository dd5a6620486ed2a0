import styles from './evaluations.module.css';

export type ScaleBarsProps = {
  scales: ReadonlyArray<{ code: string; name: string; percent: number; sten: number }>;
  stenLabel: string;
};

/** Scale scores as bars across the scale's range, each with its sten (CSS only). */
export function ScaleBars({ scales, stenLabel }: ScaleBarsProps) {
  return (
    <ul className={styles.scaleBars}>
      {scales.map((scale) => (
        <li key={scale.code} className={styles.scaleBar}>
          <span className={styles.scaleName}>{scale.name}</span>
          <span className={styles.scaleTrack} aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, scale.percent))}%` }} />
          </span>
          <span className={styles.scaleValue} title={stenLabel}>
            {scale.sten}
          </span>
        </li>
      ))}
    </ul>
  );
}
