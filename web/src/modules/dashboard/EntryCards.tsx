import { ArrowRightOutlined, BookOutlined, CompassOutlined, ExperimentOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Messages } from '../../base/i18n/zh.ts';
import styles from './dashboard.module.css';

type EntryKey = 'StudentManage' | 'StudentGuidance' | 'Knowledge' | 'StudentEvaluation';

const ENTRIES: Array<{ key: EntryKey; path: string; icon: ReactNode }> = [
  { key: 'StudentManage', path: '/edu/studentManage', icon: <TeamOutlined /> },
  { key: 'StudentGuidance', path: '/edu/studentGuidance', icon: <CompassOutlined /> },
  { key: 'Knowledge', path: '/edu/knowledge', icon: <BookOutlined /> },
  { key: 'StudentEvaluation', path: '/edu/studentEvaluation', icon: <ExperimentOutlined /> },
];

type DashboardKey = keyof Messages['dashboard'];

/** The four cards leading to 学生管理, 规划指导, 知识库 and 学生测评. */
export function EntryCards() {
  const { t } = useTranslation();
  return (
    <nav className={styles.entries} aria-label={t('dashboard.entriesTitle')}>
      {ENTRIES.map((entry) => (
        <Link key={entry.key} to={entry.path} className={`${styles.card} ${styles.entry}`}>
          <span className={styles.entryIcon}>{entry.icon}</span>
          <span className={styles.entryText}>
            <strong>{t(`dashboard.entry${entry.key}` as `dashboard.${DashboardKey}`)}</strong>
            <span>{t(`dashboard.entry${entry.key}Desc` as `dashboard.${DashboardKey}`)}</span>
          </span>
          <ArrowRightOutlined className={styles.entryArrow} />
        </Link>
      ))}
    </nav>
  );
}
