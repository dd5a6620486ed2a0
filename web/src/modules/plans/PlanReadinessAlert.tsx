import { Alert } from 'antd';
import { usePlanWorkspace } from './usePlanWorkspace.ts';

/**
 * Above the workspace: why no plan can be made for the student's province (no plan book, no
 * 一分一段 table of the track, no admission outcomes), said before the teacher tries.
 */
export function PlanReadinessAlert() {
  const { planBlocked } = usePlanWorkspace();
  if (!planBlocked) return null;
  return (
    <Alert type="error" banner showIcon title={planBlocked} style={{ marginBottom: 16 }} data-testid="plan-readiness" />
  );
}
