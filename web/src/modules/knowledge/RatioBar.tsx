import { parseRatio } from './rules/ratio.ts';
import styles from './knowledge.module.css';

export type RatioBarProps = {
  title: string;
  /** An `a:b` string; nothing is drawn when it is empty or a bare colon. */
  ratio: string;
  labels: readonly [string, string];
  colors: readonly [string, string];
};

/** Two labelled shares side by side, each as wide as its percentage. */
export function RatioBar({ title, ratio, labels, colors }: RatioBarProps) {
  const shares = parseRatio(ratio);
  if (!shares) return null;
  return (
    <div className={styles.ratio}>
      <div className={styles.ratioTitle}>{title}</div>
      <div className={styles.ratioLegend}>
        <span style={{ color: colors[0] }}>
          {labels[0]} {shares.left}%
        </span>
        <span style={{ color: colors[1] }}>
          {labels[1]} {shares.right}%
        </span>
      </div>
      <div
        className={styles.ratioTrack}
        role="img"
        aria-label={`${title} ${labels[0]} ${shares.left}% ${labels[1]} ${shares.right}%`}
      >
        <span style={{ width: `${shares.left}%`, background: colors[0] }} />
        <span style={{ width: `${shares.right}%`, background: colors[1] }} />
      </div>
    </div>
  );
}
