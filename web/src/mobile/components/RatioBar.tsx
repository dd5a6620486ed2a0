import { parseRatio } from '../../modules/knowledge/rules/ratio.ts';
import styles from './detail.module.css';

export type RatioBarProps = {
  text: string | null | undefined;
  leftLabel: string;
  rightLabel: string;
  /** 男/女 in blue and pink; 物/历 in blue and orange. */
  kind?: 'gender' | 'subject';
};

/** An `a:b` ratio (男/女, 物/历) as a two-colour bar; nothing when the ratio is empty. */
export function RatioBar({ text, leftLabel, rightLabel, kind = 'gender' }: RatioBarProps) {
  const shares = parseRatio(text);
  if (!shares) return null;
  return (
    <div className={kind === 'subject' ? `${styles.ratio} ${styles.ratioSubject}` : styles.ratio}>
      <div className={styles.ratioLabels}>
        <span>
          {leftLabel} {shares.left}%
        </span>
        <span>
          {rightLabel} {shares.right}%
        </span>
      </div>
      <div
        className={styles.ratioBar}
        role="img"
        aria-label={`${leftLabel} ${shares.left}% ${rightLabel} ${shares.right}%`}
      >
        <span className={styles.ratioLeft} style={{ width: `${shares.left}%` }} />
        <span className={styles.ratioRight} style={{ width: `${shares.right}%` }} />
      </div>
    </div>
  );
}
