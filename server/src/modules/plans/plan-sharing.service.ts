import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR } from '@zhihang/contract/http/error-codes';
import {
  DEFAULT_SHARE_DAYS,
  PUBLIC_REPORT_PATH,
  type MyPlan,
  type PlanDetail,
  type PlanReport,
  type PlanShareMessage,
  type PlanSummary,
  planReportSchema,
} from '@zhihang/contract/plans/plan.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import {
  createPlanRecords,
  planRecordsWithin,
  type PlanPeople,
  type PlanRecords,
  type PlanStudents,
} from './plan-records.ts';
import { createPlansRepository, type PlanRecord } from './plans.repository.ts';
import type { PlansService } from './plans.service.ts';
import { createShareAttemptsRepository } from './share-attempts.repository.ts';
import { createPlanEventsRepository } from './plan-events.repository.ts';
import { teacherActor, writeStageStep } from './plan-stage.writer.ts';
import type { PlanConfirmation } from '@zhihang/contract/plans/plan-workflow.schema';

const DAY_MS = 86_400_000;
/** Wrong codes one address may try per window before the report refuses it for a while. */
export const SHARE_ATTEMPT_LIMIT = { maxFailures: 10, windowMs: 15 * 60_000 } as const;
/**
 * Wrong codes one link takes from all addresses together before it refuses every code, the right
 * one included, until the teacher shares again: many addresses must not add up to a guess.
 */
export const SHARE_LINK_MAX_FAILURES = 20;

/** What a link shows: the plan as it was shared, with who shared it. */
export type Snapshot = { plan: PlanDetail; orgName: string; teacherName: string };

/** 张三 → 张*, 欧阳娜娜 → 欧***: the surname stays, the rest is hidden. */
export function maskName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length === 0) return '';
  const surnameLength = characters.length >= 4 ? 2 : 1;
  if (characters.length === 1) return `${characters[0]}*`;
  return characters.slice(0, surnameLength).join('') + '*'.repeat(characters.length - surnameLength);
}

const sameCode = (given: string, expected: string) => {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const dateText = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

/** The version a snapshot shows (one shared before versions existed: the plan's). */
export const snapshotVersionOf = (snapshot: Snapshot, plan: Pick<PlanRecord, 'version'>): number =>
  snapshot.plan.version ?? plan.version;

/** The confirmations of one version, oldest first; `mask` hides names on the public report. */
export async function confirmationsOf(
  db: Kysely<Database>,
  plan: Pick<PlanRecord, 'orgId' | 'id'>,
  version: number,
  mask: boolean,
): Promise<PlanConfirmation[]> {
  const events = await createPlanEventsRepository(db).ofPlan(plan.orgId, plan.id, [
    'student_confirm',
    'parent_confirm',
  ]);
  return events
    .filter((event) => event.planVersion === version)
    .map((event) => ({
      kind: event.action === 'student_confirm' ? ('student' as const) : ('parent' as const),
      name: mask ? maskName(event.actorName) : event.actorName,
      relationship: typeof event.detail.relationship === 'string' ? event.detail.relationship : '',
      at: event.createdAt,
      version: event.planVersion,
    }));
}

/** Report fields of a snapshot: read-only, without internal ids, with the shown version's confirmations. */
async function reportOf(
  db: Kysely<Database>,
  snapshot: Snapshot,
  plan: PlanRecord,
  studentName: string,
  mask: boolean,
): Promise<PlanReport> {
  const shown = snapshot.plan;
  const version = snapshotVersionOf(snapshot, plan);
  // The sign-off is shown with the version it was given for only.
  const signedOff = plan.stage === 'reviewed' && plan.settledVersion === version;
  return {
    // The report schema leaves out the internal ids (student, creator).
    plan: planReportSchema.shape.plan.parse({ ...shown, student: { ...shown.student, name: studentName } }),
    version,
    confirmations: await confirmationsOf(db, plan, version, mask),
    reviewerName: signedOff ? plan.reviewerName : '',
    reviewedAt: signedOff ? plan.reviewedAt : null,
    sharedAt: plan.sharedAt ?? 0,
    expiresAt: plan.shareExpiresAt ?? 0,
    orgName: snapshot.orgName,
    teacherName: snapshot.teacherName,
  };
}

/** What the sharing operations work with; `createPlanSharingService` builds it. */
type SharingDeps = {
  db: Kysely<Database>;
  plans: PlansService;
  orgs: OrgsService;
  now: () => number;
  repository: PlanRecords;
  people: PlanPeople;
  students: PlanStudents;
  attempts: ReturnType<typeof createShareAttemptsRepository>;
};

const isLive = (deps: SharingDeps, plan: PlanRecord) =>
  plan.shareId !== null && !plan.shareRevoked && plan.sharedAt !== null && (plan.shareExpiresAt ?? 0) > deps.now();

const isCodeLocked = async (plan: PlanRecord, counts: SharingDeps['attempts']) =>
  plan.shareId !== null && (await counts.linkFailures(plan.shareId)) >= SHARE_LINK_MAX_FAILURES;

const stamp = (deps: SharingDeps, auth: AuthContext) => ({ userId: auth.userId, now: deps.now() });

/** `origin`: the scheme and host the teacher uses, the school's own, so the parent can tap the link. */
async function messageOf(
  deps: SharingDeps,
  auth: AuthContext,
  plan: PlanRecord,
  origin: string,
): Promise<PlanShareMessage> {
  const live = isLive(deps, plan);
  const link = plan.shareId ? `${PUBLIC_REPORT_PATH}?shareId=${plan.shareId}` : null;
  const url = link ? `${origin}${link}` : null;
  const student = live ? await deps.plans.studentContext(auth, plan.studentId) : null;
  return {
    planId: plan.id,
    shared: live,
    shareId: plan.shareId,
    accessCode: plan.shareCode,
    link,
    url,
    codeLocked: live && (await isCodeLocked(plan, deps.attempts)),
    expiresAt: plan.shareExpiresAt,
    revoked: plan.shareRevoked,
    sharedAt: plan.sharedAt,
    message:
      live && student
        ? `${student.name}同学的志愿方案「${plan.name}」已分享，请打开 ${url} 并输入访问码 ${plan.shareCode} 查看（${dateText(plan.shareExpiresAt ?? 0)} 前有效）。`
        : '',
  };
}

async function snapshotOf(deps: SharingDeps, auth: AuthContext, plan: PlanRecord): Promise<string> {
  const [detail] = await deps.plans.details(auth, [plan]);
  const student = await deps.plans.studentContext(auth, plan.studentId);
  const org = await deps.orgs.findById(auth.orgId);
  const snapshot: Snapshot = {
    plan: { ...(detail as PlanDetail), status: 'locked' },
    orgName: org?.orgName ?? '',
    teacherName: student.teacherName,
  };
  return JSON.stringify(snapshot);
}

/** The link a share writes: a new one, the live one with a new code, or the live one as it is. */
function shareValuesOf(current: PlanRecord, live: boolean, reissue: boolean, at: number, expireDays: number) {
  if (!live) {
    return {
      shareId: randomBytes(12).toString('base64url'),
      shareCode: newCode(),
      sharedAt: at,
      expiresAt: at + expireDays * DAY_MS,
    };
  }
  if (reissue) {
    return {
      shareId: current.shareId as string,
      shareCode: newCode(),
      sharedAt: at,
      expiresAt: current.shareExpiresAt as number,
    };
  }
  return { sharedAt: at };
}

/**
 * Freezes the plan as it is now behind a link and locks it. A live link stays the same (its
 * snapshot is republished) and keeps its code, unless it took too many wrong codes: then it
 * gets a new code and its count starts again. A revoked or expired link is replaced by a new
 * link and code.
 */
async function sharePlan(
  deps: SharingDeps,
  auth: AuthContext,
  id: number,
  origin: string,
  expireDays = DEFAULT_SHARE_DAYS,
): Promise<PlanShareMessage> {
  const plan = await deps.plans.find(auth, id);
  const snapshot = await snapshotOf(deps, auth, plan);
  const at = deps.now();
  await withTransaction(deps.db, async (trx) => {
    // Shares of one plan at once wait here for each other: the first makes the link, the
    // others find it live and publish to it.
    const current = (await planRecordsWithin(trx, deps).lock(auth.orgId, plan.id)) ?? plan;
    const live = isLive(deps, current);
    const reissue = live && (await isCodeLocked(current, createShareAttemptsRepository(trx)));
    const share = shareValuesOf(current, live, reissue, at, expireDays);
    await createPlansRepository(trx).publish(auth.orgId, plan.id, snapshot, share, stamp(deps, auth));
    if (reissue) await createShareAttemptsRepository(trx).clearLink(current.shareId as string);
    await writeStageStep(trx, {
      plan: current,
      action: 'share',
      actor: await teacherActor(deps.people.within(trx), auth),
      at,
    });
  });
  return messageOf(deps, auth, await deps.plans.find(auth, id), origin);
}

async function planSummary(deps: SharingDeps, auth: AuthContext, id: number): Promise<PlanSummary> {
  const plan = await deps.plans.find(auth, id);
  const rows = await deps.plans.rowsOf([id]);
  return deps.plans.summaryOf(plan, rows.get(id) ?? []);
}

/** Editable again; the link keeps showing what was shared. */
async function unlockPlan(deps: SharingDeps, auth: AuthContext, id: number): Promise<PlanSummary> {
  const plan = await deps.plans.find(auth, id);
  await deps.repository.setStatus(auth.orgId, plan.id, 'editing', stamp(deps, auth));
  return planSummary(deps, auth, id);
}

/** Publishes the current version to the same link and locks the plan again. */
async function reSavePlan(deps: SharingDeps, auth: AuthContext, id: number, origin: string): Promise<PlanShareMessage> {
  const plan = await deps.plans.find(auth, id);
  if (!isLive(deps, plan)) throw new AppError(ERROR.planNotShared);
  const snapshot = await snapshotOf(deps, auth, plan);
  await withTransaction(deps.db, async (trx) => {
    const current = (await planRecordsWithin(trx, deps).lock(auth.orgId, plan.id)) ?? plan;
    await createPlansRepository(trx).publish(
      auth.orgId,
      plan.id,
      snapshot,
      { sharedAt: deps.now() },
      stamp(deps, auth),
    );
    await writeStageStep(trx, {
      plan: current,
      action: 'share',
      actor: await teacherActor(deps.people.within(trx), auth),
      at: deps.now(),
    });
  });
  return messageOf(deps, auth, await deps.plans.find(auth, id), origin);
}

/** The link stops working at once and the plan is editable. */
async function revokeShare(deps: SharingDeps, auth: AuthContext, id: number): Promise<PlanSummary> {
  const plan = await deps.plans.find(auth, id);
  if (plan.shareId === null) throw new AppError(ERROR.planNotShared);
  await deps.repository.revoke(auth.orgId, plan.id, stamp(deps, auth));
  return planSummary(deps, auth, id);
}

/**
 * A live link opened with its code: the plan and its snapshot. An unknown link and a wrong
 * code get the same answer and count against the address and the link; only the right code
 * learns that a link was revoked or has expired. A link past its wrong codes refuses every
 * code until the teacher shares again. The report and the parent's confirmation and question
 * all come through here.
 */
async function openLink(
  deps: SharingDeps,
  shareId: string,
  code: string,
  address: string,
): Promise<{ plan: PlanRecord; snapshot: Snapshot }> {
  const { attempts } = deps;
  const key = `plan-share:${address}`;
  const at = deps.now();
  if ((await attempts.failures(key, SHARE_ATTEMPT_LIMIT.windowMs, at)) >= SHARE_ATTEMPT_LIMIT.maxFailures) {
    throw new AppError(ERROR.tooManyRequests, 429);
  }
  const refuseWrongCode = async (): Promise<never> => {
    await attempts.fail(key, SHARE_ATTEMPT_LIMIT.windowMs, at);
    throw new AppError(ERROR.shareInvalid);
  };
  const plan = await deps.repository.findShared(shareId);
  if (!plan || plan.snapshot === null || plan.shareCode === null) return refuseWrongCode();
  if (!isLive(deps, plan)) {
    if (!sameCode(code, plan.shareCode)) return refuseWrongCode();
    throw new AppError(ERROR.shareEnded);
  }
  // Counted before the code is checked, so that parallel guesses cannot all slip under the limit.
  if ((await attempts.takeLinkAttempt(shareId, at)) > SHARE_LINK_MAX_FAILURES) {
    throw new AppError(ERROR.shareCodeLocked);
  }
  if (!sameCode(code, plan.shareCode)) return refuseWrongCode();
  await attempts.returnLinkAttempt(shareId);
  return { plan, snapshot: JSON.parse(plan.snapshot) as Snapshot };
}

/** The public report: the snapshot of a live link with the right code, the student's name masked. */
async function publicReport(deps: SharingDeps, shareId: string, code: string, address: string): Promise<PlanReport> {
  const { plan, snapshot } = await openLink(deps, shareId, code, address);
  return reportOf(deps.db, snapshot, plan, maskName(snapshot.plan.student.name), true);
}

/** The signed-in student's live shared plans. */
async function myPlans(deps: SharingDeps, auth: AuthContext): Promise<MyPlan[]> {
  const shared = await deps.repository.sharedOfAccount(auth.orgId, auth.userId, deps.now());
  return shared.map((plan) => {
    const snapshot = JSON.parse(plan.snapshot) as Snapshot;
    return {
      id: plan.id,
      name: snapshot.plan.name,
      provinceName: snapshot.plan.provinceName,
      year: snapshot.plan.year,
      batchName: snapshot.plan.batchName,
      fillingMode: snapshot.plan.fillingMode,
      rowCount: snapshot.plan.rowCount,
      sharedAt: plan.sharedAt ?? 0,
      expiresAt: plan.shareExpiresAt ?? 0,
    };
  });
}

/** One of the student's own live shared plans; anyone else's reads as 记录不存在. */
async function ownShared(
  deps: SharingDeps,
  auth: AuthContext,
  id: number,
): Promise<{ plan: PlanRecord; snapshot: Snapshot }> {
  const shared = await deps.repository.sharedOfAccount(auth.orgId, auth.userId, deps.now());
  const plan = shared.find((candidate) => candidate.id === id);
  if (!plan) throw new AppError(ERROR.recordNotFound);
  return { plan, snapshot: JSON.parse(plan.snapshot) as Snapshot };
}

/** One of the student's own live shared plans, read on the phone: the plan counts as viewed. */
async function myPlan(deps: SharingDeps, auth: AuthContext, id: number): Promise<PlanReport> {
  const { plan, snapshot } = await ownShared(deps, auth, id);
  if (plan.stage === 'shared' || plan.stage === 'draft') {
    await withTransaction(deps.db, async (trx) => {
      const current = (await planRecordsWithin(trx, deps).lock(auth.orgId, plan.id)) ?? plan;
      if (current.stage !== 'shared' && current.stage !== 'draft') return;
      const actor = { kind: 'student' as const, id: auth.userId, name: snapshot.plan.student.name };
      await writeStageStep(trx, {
        plan: current,
        action: 'view',
        actor,
        at: deps.now(),
        version: snapshotVersionOf(snapshot, current),
      });
    });
  }
  return reportOf(
    deps.db,
    snapshot,
    await ownShared(deps, auth, id).then((own) => own.plan),
    snapshot.plan.student.name,
    false,
  );
}

/**
 * Sharing a plan: a frozen snapshot behind a link and an access code, the plan locked while
 * shared; unlock, publish again to the same link, revoke. The public report and the student's
 * own pages read only snapshots.
 */
export function createPlanSharingService({
  db,
  plans,
  orgs,
  people,
  students,
  now = Date.now,
}: {
  db: Kysely<Database>;
  plans: PlansService;
  orgs: OrgsService;
  /** auth's directory of users: plans name their reviewer, last editor and trail's actors through it. */
  people: PlanPeople;
  /** The students service: a student's own shared plans are found by their account. */
  students: PlanStudents;
  now?: () => number;
}) {
  const deps: SharingDeps = {
    db,
    plans,
    orgs,
    now,
    people,
    students,
    repository: createPlanRecords(db, { people, students }),
    attempts: createShareAttemptsRepository(db),
  };
  return {
    message: async (auth: AuthContext, id: number, origin: string): Promise<PlanShareMessage> =>
      messageOf(deps, auth, await plans.find(auth, id), origin),
    share: (auth: AuthContext, id: number, origin: string, expireDays?: number) =>
      sharePlan(deps, auth, id, origin, expireDays),
    unlock: (auth: AuthContext, id: number) => unlockPlan(deps, auth, id),
    reSave: (auth: AuthContext, id: number, origin: string) => reSavePlan(deps, auth, id, origin),
    revoke: (auth: AuthContext, id: number) => revokeShare(deps, auth, id),
    summary: (auth: AuthContext, id: number) => planSummary(deps, auth, id),
    openLink: (shareId: string, code: string, address: string) => openLink(deps, shareId, code, address),
    report: (shareId: string, code: string, address: string) => publicReport(deps, shareId, code, address),
    myPlans: (auth: AuthContext) => myPlans(deps, auth),
    ownShared: (auth: AuthContext, id: number) => ownShared(deps, auth, id),
    myPlan: (auth: AuthContext, id: number) => myPlan(deps, auth, id),
  };
}

export type PlanSharingService = ReturnType<typeof createPlanSharingService>;
