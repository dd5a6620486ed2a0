import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './knowledgeList.module.css';

export type LoadMoreFooterProps = {
  total: number;
  /** Whether rows are left to load; without any, only the count is shown. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/** The number of results under a list, and 查看更多 while rows are left to load. */
export function LoadMoreFooter({ total, hasMore, loading, onLoadMore }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={styles.more}>
      <span className={styles.total}>{t('mobileKnowledge.total', { count: total })}</span>
      {hasMore ? (
        <button type="button" className={styles.moreLink} onClick={onLoadMore} disabled={loading}>
          {loading ? <DotLoading color="primary" /> : t('mobileKnowledge.viewMore')}
        </button>
      ) : null}
    </footer>
  );
}
