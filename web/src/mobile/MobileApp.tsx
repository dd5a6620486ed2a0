import { STUDENT_BIND_PATH } from '@zhihang/contract/qrcodes/qr-apps';
import { useTranslation } from 'react-i18next';
import { MobileComingSoonPage } from './pages/MobileComingSoonPage.tsx';
import { StudentBindPage } from './pages/StudentBindPage.tsx';

export type MobileAppProps = { pathname: string };

/** The student pages by path; the lists themselves come with the student area's later work. */
export function MobileApp({ pathname }: MobileAppProps) {
  const { t } = useTranslation();
  const path = pathname.replace(/\/+$/, '');
  if (path === STUDENT_BIND_PATH) return <StudentBindPage />;
  if (path.startsWith('/mp-student/major')) return <MobileComingSoonPage title={t('mobileHome.majorTitle')} />;
  if (path.startsWith('/mp-student/job')) return <MobileComingSoonPage title={t('mobileHome.jobTitle')} />;
  return <MobileComingSoonPage title={t('mobileHome.universityTitle')} />;
}
