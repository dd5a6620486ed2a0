import type { EvaluationAnswer } from '@zhihang/contract/evaluations/scoring/result';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import { entryYearOfGrade } from '@zhihang/contract/students/school-calendar';
import type { Kysely } from 'kysely';
import { profileOf, scoreAttempt } from '../../modules/evaluations/evaluation-scoring.ts';
import { createEvaluationAttemptsRepository } from '../../modules/evaluations/evaluation-attempts.repository.ts';
import { createEvaluationsRepository } from '../../modules/evaluations/evaluations.repository.ts';
import { DEFAULT_ORG_KEY } from '../../modules/orgs/domain-key.ts';
import type { Database } from '../../db/schema.ts';
import { createRandom, type Random } from './demo-knowledge/random.ts';

const DAY = 86_400_000;
/** Students of the demo school whose results are seeded: enough to fill the analysis charts. */
const COMPLETED_STUDENTS = 24;
const OPEN_STUDENTS = 6;

/**
 * Answers of a made-up student: a leaning per scale plus noise, a few seconds per item; a
 * careless one answers everything the same within a second.
 */
export function demoAnswers(
  definition: InstrumentDefinition,
  random: Random,
  careless = false,
): Array<EvaluationAnswer & { elapsedMs: number }> {
  const { min, max } = definition.responseScale;
  const leaning = new Map(definition.scales.map((scale) => [scale.code, random.next() * 2 - 1]));
  const same = random.int(min, max);
  return definition.items.map((item) => {
    if (careless) return { itemId: item.id, value: same, elapsedMs: random.int(300, 900) };
    const centre = (min + max) / 2 + (leaning.get(item.scale) ?? 0) * ((max - min) / 2);
    const wanted = Math.round(centre + (random.next() - 0.5) * 2);
    const keyed = Math.min(max, Math.max(min, wanted));
    return {
      itemId: item.id,
      value: item.reverse ? min + max - keyed : keyed,
      elapsedMs: random.int(1800, 7000),
    };
  });
}

/**
 * Demo results for the demo school's 高二 students so the evaluation pages have something to
 * show on a first start: completed attempts scored like real ones (marked demo), a few still
 * open, one of them past its deadline. Runs once, right after the demo school is created.
 */
export async function seedDemoEvaluations(db: Kysely<Database>, now: number): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('org_key', '=', DEFAULT_ORG_KEY)
    .executeTakeFirst();
  if (!org) return;
  const instruments = await db
    .selectFrom('evaluation_instruments')
    .select(['id', 'instrument_key', 'version', 'definition'])
    .orderBy('version', 'desc')
    .execute();
  const current = new Map<string, { id: number; definition: InstrumentDefinition }>();
  for (const row of instruments) {
    if (!current.has(row.instrument_key)) {
      current.set(row.instrument_key, { id: row.id, definition: JSON.parse(row.definition) as InstrumentDefinition });
    }
  }
  const keys = ['hol', 'mbti'].filter((key) => current.has(key));
  if (keys.length === 0) return;
  const students = await db
    .selectFrom('students')
    .select(['id', 'teacher_id', 'entry_year'])
    .where('org_id', '=', org.id)
    .orderBy('id')
    .execute();
  const grade2 = students.filter((student) => student.entry_year === entryYearOfGrade(2, now));
  const chosen = (grade2.length > 0 ? grade2 : students).slice(0, COMPLETED_STUDENTS + OPEN_STUDENTS);
  const random = createRandom(20261301);

  await db.transaction().execute(async (trx) => {
    const repository = createEvaluationsRepository(trx);
    const attempts = createEvaluationAttemptsRepository(trx);
    for (const [index, student] of chosen.entries()) {
      const completed = index < COMPLETED_STUDENTS;
      const assignedAt = now - 14 * DAY;
      // One open assignment is overdue: the analysis's 预警 list shows it.
      const deadline = completed ? now - 7 * DAY : index === COMPLETED_STUDENTS ? now - DAY : now + 7 * DAY;
      const assignmentIds = await repository.insertAssignments(
        org.id,
        keys.map((key) => ({ studentId: student.id, instrumentKey: key, deadline })),
        { userId: student.teacher_id, now: assignedAt, demo: true },
      );
      if (!completed) continue;
      for (const [position, key] of keys.entries()) {
        const instrument = current.get(key)!;
        const assignmentId = assignmentIds[position]!;
        const startedAt = assignedAt + (index + 1) * 3_600_000;
        const attemptId = await attempts.insertAttempt(org.id, {
          assignmentId,
          studentId: student.id,
          instrumentId: instrument.id,
          now: startedAt,
        });
        const answers = demoAnswers(instrument.definition, random, index === 3 && key === 'hol');
        for (const answer of answers) await attempts.upsertAnswer(attemptId, { ...answer, now: startedAt });
        const submittedAt = startedAt + answers.reduce((sum, answer) => sum + answer.elapsedMs, 0);
        await attempts.markSubmitted(attemptId, submittedAt);
        const outcome = scoreAttempt(instrument.definition, answers);
        await attempts.insertResult(org.id, {
          studentId: student.id,
          assignmentId,
          attemptId,
          instrumentId: instrument.id,
          instrumentKey: key,
          code: outcome.code,
          outcome: JSON.stringify(outcome),
          profile: profileOf(outcome),
          careless: outcome.careless,
          now: submittedAt,
          demo: true,
        });
      }
    }
  });
}
