import type { JoinFindingsRecorder } from '../admissions/admissions.service.ts';
import { createFindingsRepository } from './checks/findings.repository.ts';

/** The plan history join's findings, kept in the importer's findings table beside the files' own. */
export const recordJoinFindings: JoinFindingsRecorder = (executor, kind, provinceCode, findings) =>
  createFindingsRepository(executor).replaceJoinFindings(kind, provinceCode, findings, Date.now());
