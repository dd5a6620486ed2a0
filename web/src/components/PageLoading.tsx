import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/**
 * Full-page loading state while a page's code or the session loads. It says so in words: a
 * status region without text announces nothing to a screen reader, and the words are the first
 * text the browser lays out, so the font's first use (tens of milliseconds on an older PC) falls
 * here, before the console can be used, rather than in the shell's first frame.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <img className={styles.logo} src="/logo.svg" alt="" width={44} height={44} />
      <Spin size="small" />
      <span className={styles.text}>{t('common.loading')}</span>
    </div>
  );
}
