import { Skeleton } from 'antd-mobile';
import styles from './detail.module.css';

/** The detail page's placeholder while its data loads. */
export function DetailSkeleton() {
  return (
    <div className={styles.panel} aria-busy="true">
      <div className={styles.section}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
      <div className={styles.section}>
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    </div>
  );
}
