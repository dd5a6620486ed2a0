import { Spin } from 'antd';
import styles from './PageLoading.module.css';

/** Full-page loading state while a page's code or the session loads. */
export function PageLoading() {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <img className={styles.logo} src="/logo.svg" alt="" width={44} height={44} />
      <Spin size="small" />
    </div>
  );
}
