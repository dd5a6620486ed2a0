import { Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../../modules/auth/displayNameOf.ts';
import { useUserInfo } from '../../../modules/auth/useUserInfo.ts';
import { CountdownCard } from '../../../modules/dashboard/CountdownCard.tsx';
import { DailySentenceCard } from '../../../modules/dashboard/DailySentenceCard.tsx';
import { EntryCards } from '../../../modules/dashboard/EntryCards.tsx';
import { greetingOf } from '../../../modules/dashboard/greetingOf.ts';
import { OrganizationCard } from '../../../modules/dashboard/OrganizationCard.tsx';
import { StudentCountCard } from '../../../modules/dashboard/StudentCountCard.tsx';
import { YearsCard } from '../../../modules/dashboard/YearsCard.tsx';
import { VersionCheck } from '../../../modules/system/VersionCheck.tsx';
import styles from './DashboardPage.module.css';

/** /dashboard: countdown, the year and the school, the sentence of the day, students, shortcuts. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const user = useUserInfo().data;
  const now = dayjs();
  const dateFormat = i18n.language === 'zh' ? 'YYYY年M月D日 dddd' : 'dddd, MMMM D, YYYY';

  return (
    <div className={styles.page}>
      <VersionCheck />
      <div className={styles.welcome}>
        <h1>
          {t('dashboard.welcome', {
            greeting: t(`dashboard.${greetingOf(now.hour())}`),
            name: user ? displayNameOf(user) : '',
          })}
        </h1>
        <p>
          <span>{now.format(dateFormat)}</span>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t('dashboard.welcomeHint')}</span>
        </p>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <YearsCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <OrganizationCard />
        </Col>
        <Col xs={24} xl={8}>
          <CountdownCard />
        </Col>
        <Col xs={24} lg={14}>
          <DailySentenceCard />
        </Col>
        <Col xs={24} lg={10}>
          <StudentCountCard />
        </Col>
        <Col span={24}>
          <h2 className={styles.sectionTitle}>{t('dashboard.entriesTitle')}</h2>
          <EntryCards />
        </Col>
      </Row>
    </div>
  );
}
