import { useContext } from 'react';
import { PlanWorkspaceContext, type PlanWorkspace } from './planWorkspaceContext.ts';

export function usePlanWorkspace(): PlanWorkspace {
  const workspace = useContext(PlanWorkspaceContext);
  if (!workspace) throw new Error('usePlanWorkspace needs a PlanWorkspaceProvider');
  return workspace;
}
