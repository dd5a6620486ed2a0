import type { PlanEventAction, PlanStage } from '@zhihang/contract/plans/plan-stage';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ActorKind = 'teacher' | 'student' | 'parent';

/** One step of a plan's life as stored. */
export type PlanEventRecord = {
  id: number;
  planId: number;
  planVersion: number;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  action: PlanEventAction;
  stage: PlanStage;
  detail: Record<string, unknown>;
  createdAt: number;
};

/** A plan named for a reviewer, as their queue lists it (its student named by the students service). */
export type ReviewQueueRecord = {
  planId: number;
  planName: string;
  studentId: number;
  stage: PlanStage;
  stageNote: string;
  version: number;
  changedAt: number;
};

export type NewPlanEvent = Omit<PlanEventRecord, 'id'> & { orgId: number; studentId: number };

/** What a step writes on the plan beside its stage. */
export type StageValues = {
  stage: PlanStage;
  stageNote: string;
  settledVersion?: number;
  reviewerId?: number | null;
  reviewedAt?: number | null;
};

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The audit trail: a plan's steps, written and read back. */
function planTrail(db: Kysely<Database>) {
  return {
    async insert(event: NewPlanEvent): Promise<void> {
      await db
        .insertInto('plan_events')
        .values({
          org_id: event.orgId,
          student_id: event.studentId,
          plan_id: event.planId,
          plan_version: event.planVersion,
          actor_kind: event.actorKind,
          actor_id: event.actorId,
          actor_name: event.actorName.slice(0, 64),
          action: event.action,
          stage: event.stage,
          detail: JSON.stringify(event.detail),
          created_at: event.createdAt,
        })
        .execute();
    },

    /** A plan's events, oldest first; `actions` narrows them. */
    async ofPlan(orgId: number, planId: number, actions?: readonly PlanEventAction[]): Promise<PlanEventRecord[]> {
      let query = db.selectFrom('plan_events').selectAll().where('org_id', '=', orgId).where('plan_id', '=', planId);
      if (actions) query = query.where('action', 'in', [...actions]);
      const rows = await query.orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        planId: row.plan_id,
        planVersion: row.plan_version,
        actorKind: row.actor_kind as ActorKind,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action as PlanEventAction,
        stage: row.stage as PlanStage,
        detail: parseDetail(row.detail),
        createdAt: Number(row.created_at),
      }));
    },
  };
}

/** The workflow's columns of `plans`: the stage and the final mark. */
function planStageColumns(db: Kysely<Database>) {
  return {
    async setStage(orgId: number, planId: number, values: StageValues): Promise<void> {
      await db
        .updateTable('plans')
        .set({
          stage: values.stage,
          stage_note: values.stageNote,
          ...(values.settledVersion !== undefined ? { settled_version: values.settledVersion } : {}),
          ...(values.reviewerId !== undefined ? { reviewer_id: values.reviewerId } : {}),
          ...(values.reviewedAt !== undefined ? { reviewed_at: values.reviewedAt } : {}),
        })
        .where('org_id', '=', orgId)
        .where('id', '=', planId)
        .execute();
    },

    /** One final plan per student: marking one unmarks the student's others. */
    async markFinal(orgId: number, studentId: number, planId: number, final: boolean): Promise<void> {
      if (final) {
        await db
          .updateTable('plans')
          .set({ is_final: 0 })
          .where('org_id', '=', orgId)
          .where('student_id', '=', studentId)
          .where('id', '<>', planId)
          .execute();
      }
      await db
        .updateTable('plans')
        .set({ is_final: final ? 1 : 0 })
        .where('org_id', '=', orgId)
        .where('id', '=', planId)
        .execute();
    },
  };
}

/** The plans a user is named to review. */
function planReviews(db: Kysely<Database>) {
  return {
    /**
     * The plans of the organisation the user is named to review, with the last change: the
     * plan's own, or a later step of its trail.
     */
    async reviewQueue(orgId: number, userId: number): Promise<ReviewQueueRecord[]> {
      const rows = await db
        .selectFrom('plans')
        .select((eb) => [
          'plans.id',
          'plans.name',
          'plans.student_id',
          'plans.stage',
          'plans.stage_note',
          'plans.version',
          'plans.updated_at',
          eb
            .selectFrom('plan_events')
            .select((inner) => inner.fn.max('plan_events.created_at').as('at'))
            .whereRef('plan_events.plan_id', '=', 'plans.id')
            .where('plan_events.org_id', '=', orgId)
            .as('last_event_at'),
        ])
        .where('plans.org_id', '=', orgId)
        .where('plans.reviewer_id', '=', userId)
        .execute();
      return rows.map((row) => ({
        planId: row.id,
        planName: row.name,
        studentId: row.student_id,
        stage: row.stage as PlanStage,
        stageNote: row.stage_note,
        version: row.version,
        changedAt: Math.max(Number(row.updated_at), Number(row.last_event_at ?? 0)),
      }));
    },

    /** A plan of the organisation the user is named to review, whatever their student scope. */
    async reviewedBy(orgId: number, planId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('plans')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', '=', planId)
        .where('reviewer_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The audit trail of plans and the workflow's columns of `plans`; tenant-owned, orgId first. */
export function createPlanEventsRepository(db: Kysely<Database>) {
  return { ...planTrail(db), ...planStageColumns(db), ...planReviews(db) };
}
