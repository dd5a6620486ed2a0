import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '../system/useSystemConfig.ts';
import { countdownDigits } from './countdownDigits.ts';
import styles from './dashboard.module.css';
import { useCountDownDays } from './useCountDownDays.ts';

/** Days to the 高考, one tile per digit. */
export function CountdownCard() {
  const { t } = useTranslation();
  const days = useCountDownDays();
  const examDate = useSystemConfig().data?.[CONFIG_KEYS.universityExamination];
  const examYear = examDate?.slice(0, 4);

  return (
    <section className={`${styles.card} ${styles.countdown}`} aria-label={t('dashboard.countdownTitle')}>
      <div className={styles.countdownTitle}>{t('dashboard.countdownTitle')}</div>
      <div className={styles.countdownLead}>
        {examYear ? t('dashboard.countdownPrefix', { year: examYear }) : t('dashboard.countdownPrefixNoYear')}
      </div>
      {days.isPending ? (
        <Skeleton.Button active style={{ width: 160, height: 60 }} />
      ) : (
        <div className={styles.digits} data-testid="countdown-days" aria-label={String(days.data)}>
          {countdownDigits(days.data ?? 0).map((digit, index) => (
            <span key={index} className={styles.digit}>
              {digit}
            </span>
          ))}
          <span className={styles.digitUnit}>{t('dashboard.countdownUnit')}</span>
        </div>
      )}
      {examDate ? <div className={styles.countdownFoot}>{t('dashboard.examDate', { date: examDate })}</div> : null}
    </section>
  );
}
