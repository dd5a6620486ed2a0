import { Button, Result, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from './AreaPlaceholder.module.css';

export type AreaPlaceholderProps = {
  icon: ReactNode;
  description: string;
  /** Query parameters the page is opened with, echoed so a link can be checked. */
  queryKeys: readonly string[];
  homeLink?: boolean;
};

/** The body of an area whose page comes later: what it is for, and that it is on its way. */
export function AreaPlaceholder({ icon, description, queryKeys, homeLink = true }: AreaPlaceholderProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const shownParams = queryKeys.filter((key) => searchParams.has(key));

  return (
    <div className={styles.card}>
      <Result
        icon={<span className={styles.badge}>{icon}</span>}
        title={t('common.comingSoon')}
        subTitle={description}
        extra={
          <div className={styles.extra}>
            {shownParams.length ? (
              <div className={styles.params}>
                <span>{t('areas.queryLabel')}</span>
                {shownParams.map((key) => (
                  <Tag key={key} variant="filled" color="processing">
                    {key} = {searchParams.get(key)}
                  </Tag>
                ))}
              </div>
            ) : null}
            {homeLink ? (
              <Link to="/dashboard">
                <Button type="primary" ghost>
                  {t('notFound.backHome')}
                </Button>
              </Link>
            ) : null}
          </div>
        }
      />
    </div>
  );
}
