import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { JobSearchPanel } from '../../../modules/knowledge/JobSearchPanel.tsx';
import { MajorSearchPanel } from '../../../modules/knowledge/MajorSearchPanel.tsx';
import { showsJobArea } from '../../../modules/knowledge/rules/jobArea.ts';
import { UniversitySearchPanel } from '../../../modules/knowledge/UniversitySearchPanel.tsx';
import styles from './KnowledgeDetail.module.css';

/** /edu/knowledge (知识库): universities, majors and jobs, each searchable and opening its detail page. */
export function KnowledgePage() {
  const { t, i18n } = useTranslation();
  const tabs = [
    { key: 'universities', label: t('knowledge.tabs.universities'), children: <UniversitySearchPanel /> },
    { key: 'majors', label: t('knowledge.tabs.majors'), children: <MajorSearchPanel /> },
  ];
  if (showsJobArea(i18n.language)) {
    tabs.push({ key: 'jobs', label: t('knowledge.tabs.jobs'), children: <JobSearchPanel /> });
  }
  return (
    <div>
      <Card variant="borderless" className={styles.card}>
        <Tabs items={tabs} />
      </Card>
    </div>
  );
}
