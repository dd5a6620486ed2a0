import { Skeleton } from 'antd-mobile';
import styles from './knowledgeList.module.css';

/** Placeholder cards while a list's first rows load. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
