import { lintPlan } from '@zhihang/contract/plans/plan-linter';
import { Alert, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guidance.module.css';
import { lintRowsOf } from './rules/planDraft.ts';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

/** The linter's findings on the plan as it stands (the draft, checked as the server will). */
export function PlanFindingsPanel() {
  const { t } = useTranslation();
  const { detail, draft, dirty } = usePlanWorkspace();
  const findings = useMemo(() => {
    if (!detail) return [];
    if (!dirty || !detail.rule) return detail.findings;
    return lintPlan(detail.rule, lintRowsOf(detail.fillingMode, draft));
  }, [detail, draft, dirty]);
  if (!detail) return null;
  return (
    <Card size="small" className={styles.card} title={t('guidance.plans.findings')} data-testid="plan-findings">
      {findings.length ? (
        <ul className={styles.findings}>
          {findings.map((finding, index) => (
            <li key={`${finding.code}-${index}`}>
              <Tag color={finding.level === 'fatal' ? 'red' : 'orange'}>
                {t(finding.level === 'fatal' ? 'guidance.plans.fatal' : 'guidance.plans.warning')}
              </Tag>
              <span>{finding.message}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Alert type="success" showIcon title={t('guidance.plans.noFindings')} />
      )}
    </Card>
  );
}
