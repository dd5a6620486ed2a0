import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showsJobArea } from '../../modules/knowledge/rules/jobArea.ts';
import { mobileHistory } from '../router/mobileHistory.ts';
import { MOBILE_PATHS, type MobileListName } from '../router/mobileRoutes.ts';
import styles from './listTabBar.module.css';

type TabName = MobileListName | 'evaluations' | 'myPlans';

const ICONS: Record<TabName, string> = {
  university: 'M12 3 2 8l10 5 10-5-10-5Zm-6 8v4c0 2 3 4 6 4s6-2 6-4v-4l-6 3-6-3Z',
  major: 'M5 4h11l3 3v13H5V4Zm3 5h8M8 12h8M8 15h5',
  job: 'M9 6V4h6v2h5v13H4V6h5Zm-5 6h16',
  evaluations: 'M9 3h6v3H9V3ZM6 5h3m6 0h3v16H6V5h0Zm3 7 2 2 4-4m-6 8h6',
  myPlans: 'M6 3h12v18H6V3Zm3 4h6M9 11h6M9 15h4',
};

/** The bar that switches between the three kept-alive lists, the student's 测评 and 我的方案. */
export function ListTabBar({ active }: { active: TabName }) {
  const { t, i18n } = useTranslation();
  const titles: Partial<Record<TabName, string>> = {
    university: t('mobileKnowledge.university.title'),
    major: t('mobileKnowledge.major.title'),
    ...(showsJobArea(i18n.language) ? { job: t('mobileKnowledge.job.title') } : {}),
    evaluations: t('evaluations.mobile.tab'),
    myPlans: t('guidance.report.myPlans'),
  };
  return (
    <nav className={styles.bar} aria-label={t('mobileKnowledge.filter')}>
      <TabBar
        activeKey={active}
        onChange={(key) => {
          if (key !== active) mobileHistory.push(MOBILE_PATHS[key as TabName]);
        }}
      >
        {(Object.keys(titles) as TabName[]).map((name) => (
          <TabBar.Item
            key={name}
            title={titles[name]}
            icon={
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
            }
          />
        ))}
      </TabBar>
    </nav>
  );
}
