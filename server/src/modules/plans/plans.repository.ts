import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import type { PlanStatus } from '@zhihang/contract/plans/plan.schema';
import type { PlanStage } from '@zhihang/contract/plans/plan-stage';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PlanRowsTable, PlansTable } from '../../db/schema.ts';
import { areaNameOf } from '../system/area-names.ts';

/** A plan as stored, camelCase, with its slot and major counts. */
export type PlanRecord = {
  id: number;
  orgId: number;
  studentId: number;
  name: string;
  provinceCode: string;
  /** The province's name, read with the plan (empty for a code the areas do not know). */
  provinceName: string;
  year: number;
  trackCode: number;
  batchCode: number;
  batchName: string;
  fillingMode: FillingMode;
  status: PlanStatus;
  shareId: string | null;
  shareCode: string | null;
  sharedAt: number | null;
  shareExpiresAt: number | null;
  shareRevoked: boolean;
  createdBy: number;
  createdAt: number;
  updatedBy: number;
  updatedAt: number;
  /** The version of the plan's rows: one more with every save of them. */
  version: number;
  /** The one plan the student will file. */
  isFinal: boolean;
  stage: PlanStage;
  /** Why the plan fell back to an earlier stage; '' otherwise. */
  stageNote: string;
  /** The version the last confirmation or sign-off was given for. */
  settledVersion: number | null;
  reviewerId: number | null;
  /** The reviewer's name: the plans service names the reviewer through auth (`plan-records.ts`). */
  reviewerName: string;
  reviewedAt: number | null;
};

/** A plan as stored: its reviewer by id only. */
export type StoredPlanRecord = Omit<PlanRecord, 'reviewerName'>;

/** One slot as stored. */
export type StoredPlanRow = {
  slot: number;
  enrollmentPlanId: number | null;
  collegeCode: string;
  groupCode: string;
  majorIds: number[];
  obeysAdjustment: boolean | null;
};

export type NewPlan = Pick<
  PlanRecord,
  'studentId' | 'name' | 'provinceCode' | 'year' | 'trackCode' | 'batchCode' | 'batchName' | 'fillingMode'
>;

export type ShareValues = { shareId: string; shareCode: string; sharedAt: number; expiresAt: number };

type Actor = { userId: number; now: number };

function toPlanRecord(row: Selectable<PlansTable>): StoredPlanRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    studentId: row.student_id,
    name: row.name,
    provinceCode: row.province_code,
    provinceName: areaNameOf(row.province_code) ?? '',
    year: row.year,
    trackCode: row.track_code,
    batchCode: row.batch_code,
    batchName: row.batch_name,
    fillingMode: row.filling_mode as FillingMode,
    status: row.status as PlanStatus,
    shareId: row.share_id,
    shareCode: row.share_code,
    sharedAt: row.shared_at === null ? null : Number(row.shared_at),
    shareExpiresAt: row.share_expires_at === null ? null : Number(row.share_expires_at),
    shareRevoked: row.share_revoked === 1,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedBy: row.updated_by,
    updatedAt: Number(row.updated_at),
    version: row.version,
    isFinal: row.is_final === 1,
    stage: row.stage as PlanStage,
    stageNote: row.stage_note,
    settledVersion: row.settled_version,
    reviewerId: row.reviewer_id,
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

function parseIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function toStoredRow(row: Selectable<PlanRowsTable>): StoredPlanRow {
  return {
    slot: row.slot,
    enrollmentPlanId: row.enrollment_plan_id,
    collegeCode: row.college_code,
    groupCode: row.group_code,
    majorIds: parseIds(row.major_ids),
    obeysAdjustment: row.obeys_adjustment === null ? null : row.obeys_adjustment === 1,
  };
}

function rowValuesOf(planId: number, row: StoredPlanRow) {
  return {
    plan_id: planId,
    slot: row.slot,
    enrollment_plan_id: row.enrollmentPlanId,
    college_code: row.collegeCode,
    group_code: row.groupCode,
    major_ids: JSON.stringify(row.majorIds),
    obeys_adjustment: row.obeysAdjustment === null ? null : Number(row.obeysAdjustment),
  };
}

/** Plans (the province is named from its code, in `toPlanRecord`). */
const plansOf = (db: Kysely<Database>) => db.selectFrom('plans').selectAll('plans');

const ofOrg = (db: Kysely<Database>, orgId: number) => plansOf(db).where('plans.org_id', '=', orgId);

/**
 * Reading the organisation's plans and their rows; the plans service keeps those of students in
 * the caller's scope (`plan-records.ts`).
 */
function planReads(db: Kysely<Database>) {
  return {
    async find(orgId: number, id: number): Promise<StoredPlanRecord | undefined> {
      const row = await ofOrg(db, orgId).where('plans.id', '=', id).executeTakeFirst();
      return row ? toPlanRecord(row) : undefined;
    },

    async findMany(orgId: number, ids: readonly number[]): Promise<StoredPlanRecord[]> {
      if (ids.length === 0) return [];
      const rows = await ofOrg(db, orgId)
        .where('plans.id', 'in', [...new Set(ids)])
        .execute();
      return rows.map(toPlanRecord);
    },

    async listOfStudent(orgId: number, studentId: number): Promise<StoredPlanRecord[]> {
      const rows = await ofOrg(db, orgId)
        .where('plans.student_id', '=', studentId)
        .orderBy('plans.created_at')
        .orderBy('plans.id')
        .execute();
      return rows.map(toPlanRecord);
    },

    /** The rows of some plans, each in slot order. */
    async rowsOf(planIds: readonly number[]): Promise<Map<number, StoredPlanRow[]>> {
      const rows = planIds.length
        ? await db
            .selectFrom('plan_rows')
            .selectAll()
            .where('plan_id', 'in', [...new Set(planIds)])
            .orderBy('plan_id')
            .orderBy('slot')
            .execute()
        : [];
      const byPlan = new Map<number, StoredPlanRow[]>(planIds.map((id) => [id, []]));
      for (const row of rows) {
        byPlan.get(row.plan_id)?.push(toStoredRow(row));
      }
      return byPlan;
    },

    async findIdByName(orgId: number, studentId: number, name: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('plans')
        .select('id')
        .where('org_id', '=', orgId)
        .where('student_id', '=', studentId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

/** Counts for the dashboard. */
function planCounts(db: Kysely<Database>) {
  return {
    /** The organisation's students with at least one plan. */
    async studentIdsWithPlans(orgId: number): Promise<number[]> {
      const rows = await db.selectFrom('plans').select('student_id').distinct().where('org_id', '=', orgId).execute();
      return rows.map((row) => row.student_id);
    },
  };
}

/** Writing plans and their rows; a save holds the plan first (`lock`). */
function planWrites(db: Kysely<Database>) {
  return {
    /**
     * Holds the plan's row until the transaction ends and answers the plan as it is now: a second
     * transaction writing the same plan waits here for the first (a row lock on PostgreSQL; the
     * write also makes SQLite's transaction the writer at once), then reads what the first wrote.
     * Only inside a transaction.
     */
    async lock(orgId: number, id: number): Promise<StoredPlanRecord | undefined> {
      await db
        .updateTable('plans')
        .set((eb) => ({ version: eb.ref('version') }))
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      const row = await plansOf(db).where('plans.org_id', '=', orgId).where('plans.id', '=', id).executeTakeFirst();
      return row ? toPlanRecord(row) : undefined;
    },

    async insert(orgId: number, plan: NewPlan, by: Actor): Promise<number> {
      const { id } = await db
        .insertInto('plans')
        .values({
          org_id: orgId,
          student_id: plan.studentId,
          name: plan.name,
          province_code: plan.provinceCode,
          year: plan.year,
          track_code: plan.trackCode,
          batch_code: plan.batchCode,
          batch_name: plan.batchName,
          filling_mode: plan.fillingMode,
          created_by: by.userId,
          created_at: by.now,
          updated_by: by.userId,
          updated_at: by.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async rename(orgId: number, id: number, name: string, by: Actor): Promise<void> {
      await db
        .updateTable('plans')
        .set({ name, updated_by: by.userId, updated_at: by.now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * Replaces a plan's rows with the given ones (slots 1…n), marks it changed and moves its
     * version on; the caller holds the plan (`lock`), so that two saves never interleave.
     */
    async replaceRows(orgId: number, id: number, rows: readonly StoredPlanRow[], by: Actor): Promise<void> {
      await db.deleteFrom('plan_rows').where('plan_id', '=', id).execute();
      for (let index = 0; index < rows.length; index += 200) {
        await db
          .insertInto('plan_rows')
          .values(rows.slice(index, index + 200).map((row) => rowValuesOf(id, row)))
          .execute();
      }
      await db
        .updateTable('plans')
        .set((eb) => ({ updated_by: by.userId, updated_at: by.now, version: eb(eb.ref('version'), '+', 1) }))
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    async deleteMany(orgId: number, ids: readonly number[]): Promise<void> {
      await db
        .deleteFrom('plan_rows')
        .where('plan_id', 'in', [...ids])
        .execute();
      await db
        .deleteFrom('plans')
        .where('org_id', '=', orgId)
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

/** A plan's status and its share link: publishing a snapshot, revoking it, reading it back. */
function planShares(db: Kysely<Database>) {
  return {
    async setStatus(orgId: number, id: number, status: PlanStatus, by: Actor): Promise<void> {
      await db
        .updateTable('plans')
        .set({ status, updated_by: by.userId, updated_at: by.now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    /** Publishes a snapshot: a new link (share values given) or the same link (only the snapshot). */
    async publish(
      orgId: number,
      id: number,
      snapshot: string,
      share: ShareValues | { sharedAt: number },
      by: Actor,
    ): Promise<void> {
      const link =
        'shareId' in share
          ? {
              share_id: share.shareId,
              share_code: share.shareCode,
              share_expires_at: share.expiresAt,
              share_revoked: 0,
            }
          : {};
      await db
        .updateTable('plans')
        .set({
          ...link,
          shared_at: share.sharedAt,
          share_snapshot: snapshot,
          status: 'locked',
          updated_by: by.userId,
          updated_at: by.now,
        })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    /** The link stops working at once; the plan becomes editable. */
    async revoke(orgId: number, id: number, by: Actor): Promise<void> {
      await db
        .updateTable('plans')
        .set({ share_revoked: 1, status: 'editing', updated_by: by.userId, updated_at: by.now })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    },

    /** A share link's plan and snapshot, whatever its state: the caller checks code, expiry and revocation. */
    async findShared(shareId: string): Promise<(StoredPlanRecord & { snapshot: string | null }) | undefined> {
      const row = await plansOf(db).where('plans.share_id', '=', shareId).executeTakeFirst();
      return row ? { ...toPlanRecord(row), snapshot: row.share_snapshot } : undefined;
    },

    /** The valid shared plans of a student. */
    async sharedOfStudent(
      orgId: number,
      studentId: number,
      now: number,
    ): Promise<Array<StoredPlanRecord & { snapshot: string }>> {
      const rows = await plansOf(db)
        .where('plans.org_id', '=', orgId)
        .where('plans.student_id', '=', studentId)
        .where('plans.share_revoked', '=', 0)
        .where('plans.share_snapshot', 'is not', null)
        .where('plans.share_expires_at', '>', now)
        .orderBy('plans.shared_at', 'desc')
        .orderBy('plans.id', 'desc')
        .execute();
      return rows.map((row) => ({ ...toPlanRecord(row), snapshot: row.share_snapshot as string }));
    },
  };
}

/**
 * Plans and their rows: tenant-owned, orgId (or the caller's student scope) first. A plan of a
 * student outside the scope is simply not found.
 */
/** What other modules ask of plans: the class board's deadlines, the guidance record's opened plan. */
function planDeadlines(db: Kysely<Database>) {
  return {
    /** Whether a plan is one of the student's (the record's opened plan must be). */
    async isStudentPlan(orgId: number, studentId: number, planId: number): Promise<boolean> {
      const row = await db
        .selectFrom('plans')
        .select('id')
        .where('org_id', '=', orgId)
        .where('student_id', '=', studentId)
        .where('id', '=', planId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The reply-by date a head teacher's reminder set on the organisation's plans. */
    async setDeadline(orgId: number, planIds: readonly number[], deadlineAt: number): Promise<void> {
      for (let start = 0; start < planIds.length; start += 500) {
        await db
          .updateTable('plans')
          .set({ deadline_at: deadlineAt })
          .where('org_id', '=', orgId)
          .where('id', 'in', planIds.slice(start, start + 500))
          .execute();
      }
    },
  };
}

export function createPlansRepository(db: Kysely<Database>) {
  return { ...planReads(db), ...planWrites(db), ...planShares(db), ...planCounts(db), ...planDeadlines(db) };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
