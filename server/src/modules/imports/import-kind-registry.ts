import { IMPORT_KINDS, type ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { ImportKindDefinition } from './import-kind.ts';
import { admissionRecordKind } from './kinds/admission-record.kind.ts';
import { groupAdmissionKind, majorAdmissionKind, universityAdmissionKind } from './kinds/admission-history.kinds.ts';
import { controlLineKind } from './kinds/control-line.kind.ts';
import { enrollmentPlanKind, subjectRequirementKind } from './kinds/enrollment-plan.kinds.ts';
import { fillingRuleKind } from './kinds/filling-rule.kind.ts';
import { jobDetailKind, jobKind, jobMajorKind } from './kinds/job.kinds.ts';
import { majorDetailKind, majorDurationKind, majorKind } from './kinds/major.kinds.ts';
import { middleSchoolKind } from './kinds/middle-school.kind.ts';
import {
  disciplineEvaluationKind,
  doubleFirstClassDisciplineKind,
  firstClassMajorKind,
  majorRankingKind,
  universityRankingKind,
} from './kinds/ranking.kinds.ts';
import { scoreRankKind } from './kinds/score-rank.kind.ts';
import { universityFeatureKind, universityKind, universityProfileKind } from './kinds/university.kinds.ts';

const DEFINITIONS: ImportKindDefinition[] = [
  universityKind,
  universityProfileKind,
  universityFeatureKind,
  majorKind,
  majorDurationKind,
  majorDetailKind,
  jobKind,
  jobDetailKind,
  jobMajorKind,
  middleSchoolKind,
  universityRankingKind,
  majorRankingKind,
  disciplineEvaluationKind,
  doubleFirstClassDisciplineKind,
  firstClassMajorKind,
  scoreRankKind,
  controlLineKind,
  admissionRecordKind,
  universityAdmissionKind,
  groupAdmissionKind,
  majorAdmissionKind,
  enrollmentPlanKind,
  subjectRequirementKind,
  fillingRuleKind,
];

/** Every kind, in the order a directory import runs them (IMPORT_KINDS order: referenced data first). */
export const IMPORT_KIND_DEFINITIONS: readonly ImportKindDefinition[] = IMPORT_KINDS.map((kind) => {
  const definition = DEFINITIONS.find((candidate) => candidate.id === kind.id);
  if (!definition) throw new Error(`import kind ${kind.id} has no definition`);
  return definition;
});

export function importKindDefinition(id: ImportKindId): ImportKindDefinition {
  return IMPORT_KIND_DEFINITIONS.find((definition) => definition.id === id) as ImportKindDefinition;
}

export function kindOrder(id: ImportKindId): number {
  return IMPORT_KINDS.findIndex((kind) => kind.id === id);
}
