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

/**
 * Sharing a plan: a frozen snapshot behind a link and an access code, the plan locked while
 * shared; unlock, publish again to the same link, revoke. The public report and the student's
 * own pages read only snapshots.
 */
export function createPlanSharingService({
  db,
  plans,
  orgs,
  now = Date.now,
}: {
  db: Kysely<Database>;
  plans: PlansService;
  orgs: OrgsService;
  now?: () => number;
}) {
  const repository = createPlansRepository(db);
  const attempts = createShareAttemptsRepository(db);
  const isLive = (plan: PlanRecord) =>
    plan.shareId !== null && !plan.shareRevoked && plan.sharedAt !== null && (plan.shareExpiresAt ?? 0) > now();

  const isCodeLocked = async (plan: PlanRecord, counts = attempts) =>
    plan.shareId !== null && (await counts.linkFailures(plan.shareId)) >= SHARE_LINK_MAX_FAILURES;

  /** `origin`: the scheme and host the teacher uses, the school's own, so the parent can tap the link. */
  const messageOf = async (auth: AuthContext, plan: PlanRecord, origin: string): Promise<PlanShareMessage> => {
    const live = isLive(plan);
    const link = plan.shareId ? `${PUBLIC_REPORT_PATH}?shareId=${plan.shareId}` : null;
    const url = link ? `${origin}${link}` : null;
    const student = live ? await plans.studentContext(auth, plan.studentId) : null;
    return {
      planId: plan.id,
      shared: live,
      shareId: plan.shareId,
      accessCode: plan.shareCode,
      link,
      url,
      codeLocked: live && (await isCodeLocked(plan)),
      expiresAt: plan.shareExpiresAt,
      revoked: plan.shareRevoked,
      sharedAt: plan.sharedAt,
      message:
        live && student
          ? `${student.name}同学的志愿方案「${plan.name}」已分享，请打开 ${url} 并输入访问码 ${plan.shareCode} 查看（${dateText(plan.shareExpiresAt ?? 0)} 前有效）。`
          : '',
    };
  };

  const snapshotOf = async (auth: AuthContext, plan: PlanRecord): Promise<string> => {
    const [detail] = await plans.details(auth, [plan]);
    const student = await plans.studentContext(auth, plan.studentId);
    const org = await orgs.findById(auth.orgId);
    const snapshot: Snapshot = {
      plan: { ...(detail as PlanDetail), status: 'locked' },
      orgName: org?.orgName ?? '',
      teacherName: student.teacherName,
    };
    return JSON.stringify(snapshot);
  };

  const stamp = (auth: AuthContext) => ({ userId: auth.userId, now: now() });

  return {
    async message(auth: AuthContext, id: number, origin: string): Promise<PlanShareMessage> {
      return messageOf(auth, await plans.find(auth, id), origin);
    },

    /**
     * Freezes the plan as it is now behind a link and locks it. A live link stays the same (its
     * snapshot is republished) and keeps its code, unless it took too many wrong codes: then it
     * gets a new code and its count starts again. A revoked or expired link is replaced by a new
     * link and code.
     */
    async share(
      auth: AuthContext,
      id: number,
      origin: string,
      expireDays = DEFAULT_SHARE_DAYS,
    ): Promise<PlanShareMessage> {
      const plan = await plans.find(auth, id);
      const snapshot = await snapshotOf(auth, plan);
      const at = now();
      await withTransaction(db, async (trx) => {
        // Shares of one plan at once wait here for each other: the first makes the link, the
        // others find it live and publish to it.
        const current = (await createPlansRepository(trx).lock(auth.orgId, plan.id)) ?? plan;
        const live = isLive(current);
        const reissue = live && (await isCodeLocked(current, createShareAttemptsRepository(trx)));
        const share = !live
          ? {
              shareId: randomBytes(12).toString('base64url'),
              shareCode: newCode(),
              sharedAt: at,
              expiresAt: at + expireDays * DAY_MS,
            }
          : reissue
            ? {
                shareId: current.shareId as string,
                shareCode: newCode(),
                sharedAt: at,
                expiresAt: current.shareExpiresAt as number,
              }
            : { sharedAt: at };
        await createPlansRepository(trx).publish(auth.orgId, plan.id, snapshot, share, stamp(auth));
        if (reissue) await createShareAttemptsRepository(trx).clearLink(current.shareId as string);
        await writeStageStep(trx, { plan: current, action: 'share', actor: await teacherActor(trx, auth), at });
      });
      return messageOf(auth, await plans.find(auth, id), origin);
    },

    /** Editable again; the link keeps showing what was shared. */
    async unlock(auth: AuthContext, id: number): Promise<PlanSummary> {
      const plan = await plans.find(auth, id);
      await repository.setStatus(auth.orgId, plan.id, 'editing', stamp(auth));
      return this.summary(auth, id);
    },

    /** Publishes the current version to the same link and locks the plan again. */
    async reSave(auth: AuthContext, id: number, origin: string): Promise<PlanShareMessage> {
      const plan = await plans.find(auth, id);
      if (!isLive(plan)) throw new AppError(ERROR.planNotShared);
      const snapshot = await snapshotOf(auth, plan);
      await withTransaction(db, async (trx) => {
        const current = (await createPlansRepository(trx).lock(auth.orgId, plan.id)) ?? plan;
        await createPlansRepository(trx).publish(auth.orgId, plan.id, snapshot, { sharedAt: now() }, stamp(auth));
        await writeStageStep(trx, { plan: current, action: 'share', actor: await teacherActor(trx, auth), at: now() });
      });
      return messageOf(auth, await plans.find(auth, id), origin);
    },

    /** The link stops working at once and the plan is editable. */
    async revoke(auth: AuthContext, id: number): Promise<PlanSummary> {
      const plan = await plans.find(auth, id);
      if (plan.shareId === null) throw new AppError(ERROR.planNotShared);
      await repository.revoke(auth.orgId, plan.id, stamp(auth));
      return this.summary(auth, id);
    },

    async summary(auth: AuthContext, id: number): Promise<PlanSummary> {
      const plan = await plans.find(auth, id);
      const rows = await plans.rowsOf([id]);
      return plans.summaryOf(plan, rows.get(id) ?? []);
    },

    /**
     * A live link opened with its code: the plan and its snapshot. An unknown link and a wrong
     * code get the same answer and count against the address and the link; only the right code
     * learns that a link was revoked or has expired. A link past its wrong codes refuses every
     * code until the teacher shares again. The report and the parent's confirmation and question
     * all come through here.
     */
    async openLink(shareId: string, code: string, address: string): Promise<{ plan: PlanRecord; snapshot: Snapshot }> {
      const key = `plan-share:${address}`;
      const at = now();
      if ((await attempts.failures(key, SHARE_ATTEMPT_LIMIT.windowMs, at)) >= SHARE_ATTEMPT_LIMIT.maxFailures) {
        throw new AppError(ERROR.tooManyRequests, 429);
      }
      const refuseWrongCode = async (): Promise<never> => {
        await attempts.fail(key, SHARE_ATTEMPT_LIMIT.windowMs, at);
        throw new AppError(ERROR.shareInvalid);
      };
      const plan = await repository.findShared(shareId);
      if (!plan || plan.snapshot === null || plan.shareCode === null) return refuseWrongCode();
      if (!isLive(plan)) {
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
    },

    /** The public report: the snapshot of a live link with the right code, the student's name masked. */
    async report(shareId: string, code: string, address: string): Promise<PlanReport> {
      const { plan, snapshot } = await this.openLink(shareId, code, address);
      return reportOf(db, snapshot, plan, maskName(snapshot.plan.student.name), true);
    },

    /** The signed-in student's live shared plans. */
    async myPlans(auth: AuthContext): Promise<MyPlan[]> {
      const shared = await repository.sharedOfAccount(auth.orgId, auth.userId, now());
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
    },

    /** One of the student's own live shared plans; anyone else's reads as 记录不存在. */
    async ownShared(auth: AuthContext, id: number): Promise<{ plan: PlanRecord; snapshot: Snapshot }> {
      const shared = await repository.sharedOfAccount(auth.orgId, auth.userId, now());
      const plan = shared.find((candidate) => candidate.id === id);
      if (!plan) throw new AppError(ERROR.recordNotFound);
      return { plan, snapshot: JSON.parse(plan.snapshot) as Snapshot };
    },

    /** One of the student's own live shared plans, read on the phone: the plan counts as viewed. */
    async myPlan(auth: AuthContext, id: number): Promise<PlanReport> {
      const { plan, snapshot } = await this.ownShared(auth, id);
      if (plan.stage === 'shared' || plan.stage === 'draft') {
        await withTransaction(db, async (trx) => {
          const current = (await createPlansRepository(trx).lock(auth.orgId, plan.id)) ?? plan;
          if (current.stage !== 'shared' && current.stage !== 'draft') return;
          const actor = { kind: 'student' as const, id: auth.userId, name: snapshot.plan.student.name };
          await writeStageStep(trx, {
            plan: current,
            action: 'view',
            actor,
            at: now(),
            version: snapshotVersionOf(snapshot, current),
          });
        });
      }
      return reportOf(
        db,
        snapshot,
        await this.ownShared(auth, id).then((own) => own.plan),
        snapshot.plan.student.name,
        false,
      );
    },
  };
}

export type PlanSharingService = ReturnType<typeof createPlanSharingService>;
