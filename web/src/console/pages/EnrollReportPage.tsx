import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from './AreaPlaceholder.tsx';
import styles from './StandalonePage.module.css';

/** /stu/enroll/trace/report: the public admission-tracking report (no login needed). */
export function EnrollReportPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>{t('brand.name')}</span>
        <small>{t('areas.enrollReport.title')}</small>
      </header>
      <div className={styles.body}>
        <AreaPlaceholder
          icon={<FileTextOutlined />}
          description={t('areas.enrollReport.description')}
          queryKeys={[]}
          homeLink={false}
        />
      </div>
    </div>
  );
}
