import { CalendarOutlined } from '@ant-design/icons';
import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '../system/useSystemConfig.ts';
import styles from './dashboard.module.css';

/** The application year and the latest data year, from the system parameters. */
export function YearsCard() {
  const { t } = useTranslation();
  const config = useSystemConfig().data ?? {};
  const currentYear = config[CONFIG_KEYS.currentYear];
  const dataYear = config[CONFIG_KEYS.dataYear];

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <span className={styles.titleIcon}>
          <CalendarOutlined />
        </span>
        {t('dashboard.yearsTitle')}
      </h2>
      <div className={styles.years}>
        <div>
          <strong>{currentYear || '—'}</strong>
          <span>{t('dashboard.currentYear')}</span>
        </div>
        <div>
          <strong>{dataYear || '—'}</strong>
          <span>{t('dashboard.dataYear')}</span>
        </div>
      </div>
      <p className={styles.cardHint}>{t('dashboard.yearsHint')}</p>
    </section>
  );
}
