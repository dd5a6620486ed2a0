import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './knowledgeList.module.css';

export type LoadMoreFooterProps = { total: number; loading: boolean; onLoadMore: () => void };

/** The 查看更多 link under a list, with the number of results. */
export function LoadMoreFooter({ total, loading, onLoadMore }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={styles.more}>
      <span className={styles.total}>{t('mobileKnowledge.total', { count: total })}</span>
      <button type="button" className={styles.moreLink} onClick={onLoadMore} disabled={loading}>
        {loading ? <DotLoading color="primary" /> : t('mobileKnowledge.viewMore')}
      </button>
    </footer>
  );
}
