import { Card, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeadExtra } from '../../view/RoutePageHeader.tsx';
import { CompareTab } from '../../../modules/plans/CompareTab.tsx';
import { EvaluationSummary } from '../../../modules/plans/EvaluationSummary.tsx';
import { PlanReadinessAlert } from '../../../modules/plans/PlanReadinessAlert.tsx';
import { PlansTab } from '../../../modules/plans/PlansTab.tsx';
import { PlanWorkspaceProvider } from '../../../modules/plans/PlanWorkspaceProvider.tsx';
import { ScoreTab } from '../../../modules/plans/ScoreTab.tsx';
import { StudentPicker } from '../../../modules/plans/StudentPicker.tsx';
import { StudentSummary } from '../../../modules/plans/StudentSummary.tsx';
import { SubjectTab } from '../../../modules/plans/SubjectTab.tsx';
import { UnitSearchTab } from '../../../modules/plans/UnitSearchTab.tsx';
import { usePlanWorkspace } from '../../../modules/plans/usePlanWorkspace.ts';
import { useLeaveGuard } from '../../../modules/plans/useLeaveGuard.ts';
import { detailIdOf } from '../../../modules/knowledge/rules/detailId.ts';
import styles from './StudentGuidancePage.module.css';

const PATH = '/edu/studentGuidance';

/** Asks before leaving with an unsaved plan (inside the workspace, which knows the draft). */
function LeaveGuard() {
  const { dirty, discard } = usePlanWorkspace();
  useLeaveGuard(PATH, dirty, discard);
  return null;
}

/** /edu/studentGuidance (志愿指导): one student's 选科, scores, unit search, plans and comparison. */
export function StudentGuidancePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const stuId = detailIdOf(searchParams.get('stuId'));
  const [tab, setTab] = useState('subjects');

  const handlePick = (id: number) => setSearchParams({ stuId: String(id) });

  return (
    <div>
      <PageHeadExtra>
        <StudentPicker value={stuId} onChange={handlePick} />
      </PageHeadExtra>
      {stuId === null ? (
        <Card variant="borderless">
          <Empty description={t('guidance.pickHint')} />
        </Card>
      ) : (
        <PlanWorkspaceProvider key={stuId} stuId={stuId} onSwitchTab={setTab}>
          <LeaveGuard />
          <PlanReadinessAlert />
          <Card variant="borderless" style={{ marginBottom: 16 }}>
            <StudentSummary />
            <EvaluationSummary stuId={stuId} />
          </Card>
          <Card variant="borderless">
            <Tabs
              className={styles.tabs}
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'subjects', label: t('guidance.tabs.subjects'), children: <SubjectTab /> },
                { key: 'score', label: t('guidance.tabs.score'), children: <ScoreTab /> },
                { key: 'search', label: t('guidance.tabs.search'), children: <UnitSearchTab /> },
                { key: 'plans', label: t('guidance.tabs.plans'), children: <PlansTab /> },
                { key: 'compare', label: t('guidance.tabs.compare'), children: <CompareTab /> },
              ]}
            />
          </Card>
        </PlanWorkspaceProvider>
      )}
    </div>
  );
}
