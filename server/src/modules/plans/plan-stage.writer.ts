import { ERROR } from '@zhihang/contract/http/error-codes';
import type { PlanEventAction, PlanStage } from '@zhihang/contract/plans/plan-stage';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createPlanEventsRepository, type ActorKind } from './plan-events.repository.ts';
import {
  fallBackNote,
  fallBackStage,
  nextStage,
  rowChanges,
  SETTLING_ACTIONS,
  type ComparedSlot,
} from './plan-stage.ts';
import type { UserDirectory } from './plan-records.ts';
import type { PlanRecord } from './plans.repository.ts';

export type StageActor = { kind: ActorKind; id: number | null; name: string };

/** What a step needs to know of its plan. */
type StagedPlan = Pick<
  PlanRecord,
  'id' | 'orgId' | 'studentId' | 'version' | 'stage' | 'settledVersion' | 'sharedAt' | 'reviewerId'
>;

export type StageStep = {
  plan: StagedPlan;
  action: Exclude<PlanEventAction, 'fall_back'>;
  actor: StageActor;
  at: number;
  /** The version the step is about; the plan's own by default. */
  version?: number;
  detail?: Record<string, unknown>;
  /** A refused step's words; by default 当前状态不能进行此操作. */
  refusal?: string;
};

/**
 * Writes a step of a plan's life: its stage (from the pure machine) and the audit trail's row.
 * Called with the caller's transaction executor, so the stage and the event land together.
 */
export async function writeStageStep(trx: Kysely<Database>, step: StageStep): Promise<PlanStage> {
  const { plan, action, actor, at } = step;
  const stage = nextStage(plan.stage, action);
  if (stage === null) {
    throw new AppError({ code: ERROR.badRequest.code, msg: step.refusal ?? '方案当前的状态不能进行此操作' });
  }
  const version = step.version ?? plan.version;
  const events = createPlanEventsRepository(trx);
  const settles = SETTLING_ACTIONS.includes(action);
  if (stage !== plan.stage || settles || action === 'review_changes') {
    await events.setStage(plan.orgId, plan.id, {
      stage,
      // A new stage is its own explanation; only a fall back carries a note.
      stageNote: '',
      ...(settles ? { settledVersion: version } : {}),
      ...(action === 'review_pass' ? { reviewerId: actor.id, reviewedAt: at } : {}),
      ...(action === 'review_changes' ? { reviewedAt: null } : {}),
    });
  }
  await events.insert({
    orgId: plan.orgId,
    studentId: plan.studentId,
    planId: plan.id,
    planVersion: version,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action,
    stage,
    detail: step.detail ?? {},
    createdAt: at,
  });
  return stage;
}

/**
 * A save of a settled plan's rows past the settled version: the plan falls back to 已分享 (草稿
 * when never shared) with the reason, and the trail keeps what changed since that version.
 */
export async function writeFallBack(
  trx: Kysely<Database>,
  step: {
    plan: StagedPlan;
    savedVersion: number;
    before: readonly ComparedSlot[];
    after: readonly ComparedSlot[];
    actor: StageActor;
    at: number;
  },
): Promise<void> {
  const { plan, savedVersion } = step;
  const stage = fallBackStage({ ...plan, everShared: plan.sharedAt !== null }, savedVersion);
  if (stage === null) return;
  const fromVersion = plan.settledVersion ?? plan.version;
  const note = fallBackNote(plan.stage, fromVersion, savedVersion);
  const events = createPlanEventsRepository(trx);
  await events.setStage(plan.orgId, plan.id, {
    stage,
    stageNote: note,
    ...(plan.stage === 'reviewed' ? { reviewedAt: null } : {}),
  });
  await events.insert({
    orgId: plan.orgId,
    studentId: plan.studentId,
    planId: plan.id,
    planVersion: savedVersion,
    actorKind: step.actor.kind,
    actorId: step.actor.id,
    actorName: step.actor.name,
    action: 'fall_back',
    stage,
    detail: { fromStage: plan.stage, note, fromVersion, changes: rowChanges(step.before, step.after) },
    createdAt: step.at,
  });
}

/** The signed-in staff member as the trail names them: their name in the organisation acted in. */
export async function teacherActor(
  people: UserDirectory,
  auth: { orgId: number; userId: number },
): Promise<StageActor> {
  const entry = (await people.userEntries([auth.userId])).get(auth.userId);
  return { kind: 'teacher', id: auth.userId, name: entry?.orgId === auth.orgId ? entry.name : '' };
}

/** How the trail names a slot's unit: 南京大学 01组, or the major in 专业+院校 mode. */
export function comparedSlotsOf(
  rows: ReadonlyArray<{
    slot: number;
    unitKey: string;
    collegeName: string;
    groupName: string;
    groupCode: string;
    majors: ReadonlyArray<{ majorName: string }>;
  }>,
  fillingMode: string,
): ComparedSlot[] {
  return rows.map((row) => {
    const group = row.groupName || (row.groupCode ? `${row.groupCode}组` : '');
    const unit = fillingMode === '专业+院校' ? (row.majors[0]?.majorName ?? '') : group;
    return { slot: row.slot, key: row.unitKey, label: [row.collegeName, unit].filter(Boolean).join(' ') };
  });
}
