import { DATA_SCOPE } from '@zhihang/contract/access/data-scope';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { AdmissionPredictService } from '../admission-engine/admission-predict.service.ts';
import type { AdmissionsService } from '../admissions/admissions.service.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { knowledgeFingerprint } from '../knowledge-cache/knowledge-version.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { studentScopeOf } from '../students/student-scope.policy.ts';
import { provinceNameOf } from '../system/area-names.ts';
import type { CollisionPlan } from './board-collisions.ts';
import { createFiguresCache, planFiguresOf, type PlanFigures } from './board-figures.ts';
import type { BoardPlan, BoardStudent, createClassBoardRepository } from './class-board.repository.ts';

/** A student's score and rank as the guidance page reads them. */
export type StudentFigures = {
  score: number | null;
  rank: number | null;
  rankYear: number | null;
  provinceName: string;
  subjects: string[];
};

/** Plans read with their rows at once: the units and history they share are read once. */
/** What the board needs of the admission engine: a saved plan's whole-list simulation. */
export type PlanSimulator = Pick<AdmissionPredictService, 'simulateLoaded'>;

export const DETAIL_BATCH = 50;
const CACHE_AGE_MS = 10 * 60 * 1000;

/** The final plan: the one marked final, else the most recently changed. */
export function finalPlanOf(plans: readonly BoardPlan[]): BoardPlan | undefined {
  return plans.find((plan) => plan.isFinal) ?? [...plans].sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)[0];
}

export function groupByStudent(plans: readonly BoardPlan[]): Map<number, BoardPlan[]> {
  const byStudent = new Map<number, BoardPlan[]>();
  for (const plan of plans) byStudent.set(plan.studentId, [...(byStudent.get(plan.studentId) ?? []), plan]);
  return byStudent;
}

/**
 * The school's figures the board shows: every final plan's P and findings and every student's
 * score and rank, computed in bulk and kept per plan version, student record and data version;
 * and the warm-up's way to compute them before anyone asks.
 */
export function createBoardSchool(dependencies: {
  db: Kysely<Database>;
  plans: PlansService;
  guidance: GuidanceService;
  admissions: AdmissionsService;
  engine: PlanSimulator;
  repository: ReturnType<typeof createClassBoardRepository>;
  now: () => number;
}) {
  const { db, plans, guidance, admissions, repository, now } = dependencies;
  const studentCache = createFiguresCache<StudentFigures>({ maxEntries: 20_000, maxAgeMs: CACHE_AGE_MS, now });
  const planCache = createFiguresCache<PlanFigures>({ maxEntries: 20_000, maxAgeMs: CACHE_AGE_MS, now });

  const studentFiguresOf = async (
    auth: AuthContext,
    students: readonly BoardStudent[],
    fingerprint: string,
  ): Promise<Map<number, StudentFigures>> => {
    const figures = new Map<number, StudentFigures>();
    for (const student of students) {
      const key = `${auth.orgId}:${student.id}:${student.stamp}:${fingerprint}`;
      let found = studentCache.peek(key);
      if (!found) {
        const record = await guidance.info(auth, student.id);
        const score = record.scoreTotal === null ? null : record.scoreTotal + record.addScore;
        const ranked = record.province
          ? await admissions.studentRank(record.province, record.mainSubject, score, record.examYear ?? undefined)
          : null;
        found = {
          score,
          rank: ranked?.rank.worst ?? ranked?.rank.best ?? null,
          rankYear: score === null ? null : (ranked?.year ?? null),
          provinceName: provinceNameOf(record.province) ?? '',
          subjects: [record.mainSubject, record.minorSubject1, record.minorSubject2].filter(Boolean),
        };
        studentCache.put(key, found);
      }
      figures.set(student.id, found);
    }
    return figures;
  };

  const planKeyOf = (plan: BoardPlan, student: BoardStudent, fingerprint: string) =>
    `${plan.id}:${plan.version}:${plan.updatedAt}:${student.stamp}:${fingerprint}`;

  /** The figures of some plans, from the cache or computed: rows read in batches, then simulated. */
  const planFiguresFor = async (
    auth: AuthContext,
    entries: ReadonlyArray<{ plan: BoardPlan; key: string }>,
    pause?: () => Promise<void>,
  ): Promise<Map<number, PlanFigures>> => {
    const figures = new Map<number, PlanFigures>();
    const missing: Array<{ plan: BoardPlan; key: string }> = [];
    for (const entry of entries) {
      const found = planCache.peek(entry.key);
      if (found) figures.set(entry.plan.id, found);
      else missing.push(entry);
    }
    const { engine } = dependencies;
    for (let index = 0; index < missing.length; index += DETAIL_BATCH) {
      const batch = missing.slice(index, index + DETAIL_BATCH);
      const found = await plans.findAll(
        auth,
        batch.map(({ plan }) => plan.id),
      );
      const details = await plans.details(auth, found);
      const detailOf = new Map(details.map((detail) => [detail.id, detail]));
      for (const { plan, key } of batch) {
        const detail = detailOf.get(plan.id);
        if (!detail) continue;
        const simulation = detail.student.rank !== null ? await simulationOf(engine, detail) : null;
        const computed = planFiguresOf(detail, simulation);
        planCache.put(key, computed);
        figures.set(plan.id, computed);
        await pause?.();
      }
    }
    return figures;
  };

  const simulationOf = async (engine: PlanSimulator, detail: PlanDetail) => {
    try {
      return await engine.simulateLoaded(detail);
    } catch {
      // A plan the engine cannot simulate (no rank in the table, no predictions) shows no P.
      return null;
    }
  };

  /**
   * Every final plan of the school with its figures. The school's students are read to count
   * collisions and to rank them; only those in the caller's scope are named (`inScope`).
   */
  const schoolFinals = async (auth: AuthContext, fingerprint: string, pause?: () => Promise<void>) => {
    // Another teacher's students count in the collisions, but are never named to this caller.
    const schoolAuth: AuthContext = { ...auth, dataScope: DATA_SCOPE.org };
    const scope = studentScopeOf(auth);
    const students = await repository.students({ orgId: auth.orgId }, {});
    const byStudent = groupByStudent(
      await repository.plansOf(
        auth.orgId,
        students.map((student) => student.id),
      ),
    );
    const finals = students.flatMap((student) => {
      const plan = finalPlanOf(byStudent.get(student.id) ?? []);
      return plan ? [{ student, plan, key: planKeyOf(plan, student, fingerprint) }] : [];
    });
    const figures = await planFiguresFor(schoolAuth, finals, pause);
    const inScope = new Set(
      scope.teacherId === undefined
        ? students.map((student) => student.id)
        : (await repository.students(scope, {})).map((student) => student.id),
    );
    const collisionPlans: CollisionPlan[] = finals.flatMap(({ student, plan }) => {
      const found = figures.get(plan.id);
      if (!found) return [];
      return [
        {
          student: {
            studentId: student.id,
            name: student.name,
            className: student.className,
            rank: found.rank,
            inScope: inScope.has(student.id),
            planId: plan.id,
          },
          slots: found.slots,
        },
      ];
    });
    return { students, byStudent, figures, collisionPlans };
  };

  return {
    studentFiguresOf,
    schoolFinals,

    /** The schools with plans, whose boards a warm-up prepares. */
    schoolsWithPlans: () => repository.orgsWithPlans(),

    /**
     * Computes and keeps the figures of one school's final plans and students, as its first board would;
     * `pause` runs after each plan so that requests are served in between. The number warmed.
     */
    async warmSchool(orgId: number, pause: () => Promise<void>): Promise<number> {
      const school: AuthContext = {
        userId: 0,
        orgId,
        roles: [],
        roleId: 0,
        dataScope: DATA_SCOPE.org,
        perms: new Set(),
        tokenHash: '',
      };
      const fingerprint = await knowledgeFingerprint(db);
      const finals = await schoolFinals(school, fingerprint, pause);
      // The scores and ranks the board shows beside the plans, kept the same way.
      await studentFiguresOf(school, finals.students, fingerprint);
      return finals.figures.size;
    },
  };
}
