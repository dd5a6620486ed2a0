import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ErrorPage.module.css';

/** /404 (and every unknown path): OOPS, what happened, and the way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <svg className={styles.art} viewBox="0 0 360 220" aria-hidden="true">
          <defs>
            <linearGradient id="nf-digits" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="var(--app-primary)" stopOpacity="0.55" />
              <stop offset="1" stopColor="var(--app-primary)" />
            </linearGradient>
          </defs>
          <ellipse cx="180" cy="196" rx="150" ry="12" fill="var(--app-primary)" fillOpacity="0.08" />
          <text x="180" y="160" textAnchor="middle" fontSize="132" fontWeight="800" fill="url(#nf-digits)">
            404
          </text>
          <path d="M46 60 h52 a13 13 0 0 0 0-26 a20 20 0 0 0-38-4 a13 13 0 0 0-14 30 z" fill="#e9f0fa" />
          <path d="M262 44 h40 a10 10 0 0 0 0-20 a15 15 0 0 0-28-3 a10 10 0 0 0-12 23 z" fill="#e9f0fa" />
        </svg>
        <div className={styles.text}>
          <div className={styles.oops}>OOPS!</div>
          <div className={styles.headline}>{t('notFound.headline')}</div>
          <p className={styles.info}>{t('notFound.info')}</p>
          <Link to="/dashboard">
            <Button type="primary" size="large" shape="round">
              {t('notFound.backHome')}
            </Button>
          </Link>
        </div>
      </div>
    </div>
  );
}
