import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nullableNumber } from './evaluation-columns.ts';

/** An attempt with what answering and submitting need. */
export type AttemptRecord = {
  id: number;
  assignmentId: number;
  studentId: number;
  instrumentId: number;
  instrumentKey: string;
  contentHash: string;
  startedAt: number;
  submittedAt: number | null;
};

/** All SQL of attempts: opening one, its answers, closing it and writing its scored result. */
export function createEvaluationAttemptsRepository(db: Kysely<Database>) {
  return {
    /** An attempt of the org, by its id or its assignment, optionally only a given student's. */
    async findAttempt(
      orgId: number,
      by: { id?: number; assignmentId?: number; studentId?: number; accountId?: number },
    ): Promise<AttemptRecord | undefined> {
      let builder = db
        .selectFrom('evaluation_attempts as t')
        .innerJoin('evaluation_instruments as i', 'i.id', 't.instrument_id')
        .select([
          't.id',
          't.assignment_id',
          't.student_id',
          't.instrument_id',
          't.started_at',
          't.submitted_at',
          'i.instrument_key',
          'i.content_hash',
        ])
        .where('t.org_id', '=', orgId);
      if (by.id !== undefined) builder = builder.where('t.id', '=', by.id);
      if (by.assignmentId !== undefined) builder = builder.where('t.assignment_id', '=', by.assignmentId);
      if (by.studentId !== undefined) builder = builder.where('t.student_id', '=', by.studentId);
      if (by.accountId !== undefined) {
        const accountId = by.accountId;
        builder = builder.where((eb) =>
          eb.exists(
            eb
              .selectFrom('students')
              .select('students.id')
              .whereRef('students.id', '=', 't.student_id')
              .where('students.org_id', '=', orgId)
              .where('students.user_id', '=', accountId),
          ),
        );
      }
      const row = await builder.executeTakeFirst();
      return row
        ? {
            id: row.id,
            assignmentId: row.assignment_id,
            studentId: row.student_id,
            instrumentId: row.instrument_id,
            instrumentKey: row.instrument_key,
            contentHash: row.content_hash,
            startedAt: Number(row.started_at),
            submittedAt: nullableNumber(row.submitted_at),
          }
        : undefined;
    },

    async insertAttempt(
      orgId: number,
      values: { assignmentId: number; studentId: number; instrumentId: number; now: number },
    ): Promise<number> {
      const { id } = await db
        .insertInto('evaluation_attempts')
        .values({
          org_id: orgId,
          assignment_id: values.assignmentId,
          student_id: values.studentId,
          instrument_id: values.instrumentId,
          started_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('evaluation_assignments')
        .set({ status: 'inProgress' })
        .where('org_id', '=', orgId)
        .where('id', '=', values.assignmentId)
        .where('status', '=', 'assigned')
        .execute();
      return id;
    },

    /**
     * Stores or replaces one answer while the attempt is open: sending the same answer twice
     * leaves one row, and an attempt submitted meanwhile takes nothing (false).
     */
    async upsertAnswer(
      attemptId: number,
      answer: { itemId: string; value: number; elapsedMs: number; now: number },
    ): Promise<boolean> {
      const values = { value: answer.value, elapsed_ms: answer.elapsedMs, answered_at: answer.now };
      const result = await db
        .insertInto('evaluation_answers')
        .columns(['attempt_id', 'item_id', 'value', 'elapsed_ms', 'answered_at'])
        .expression((eb) =>
          eb
            .selectFrom('evaluation_attempts')
            .select([
              'evaluation_attempts.id',
              sql<string>`cast(${answer.itemId} as varchar(32))`.as('item_id'),
              sql<number>`cast(${answer.value} as integer)`.as('value'),
              sql<number>`cast(${answer.elapsedMs} as integer)`.as('elapsed_ms'),
              sql<number>`cast(${answer.now} as bigint)`.as('answered_at'),
            ])
            .where('evaluation_attempts.id', '=', attemptId)
            .where('evaluation_attempts.submitted_at', 'is', null),
        )
        .onConflict((conflict) => conflict.columns(['attempt_id', 'item_id']).doUpdateSet(values))
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async answerCount(attemptId: number): Promise<number> {
      const row = await db
        .selectFrom('evaluation_answers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('attempt_id', '=', attemptId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async answersOf(attemptId: number): Promise<Array<{ itemId: string; value: number; elapsedMs: number }>> {
      const rows = await db
        .selectFrom('evaluation_answers')
        .select(['item_id', 'value', 'elapsed_ms'])
        .where('attempt_id', '=', attemptId)
        .execute();
      return rows.map((row) => ({ itemId: row.item_id, value: Number(row.value), elapsedMs: Number(row.elapsed_ms) }));
    },

    /** Closes an open attempt; 0 when it was already submitted (a second submit loses the race). */
    async markSubmitted(attemptId: number, now: number): Promise<number> {
      const result = await db
        .updateTable('evaluation_attempts')
        .set({ submitted_at: now })
        .where('id', '=', attemptId)
        .where('submitted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async insertResult(
      orgId: number,
      values: {
        studentId: number;
        assignmentId: number;
        attemptId: number;
        instrumentId: number;
        instrumentKey: string;
        code: string;
        outcome: string;
        profile: string;
        careless: { tooFast: boolean; allSame: boolean; inconsistent: boolean };
        now: number;
        demo?: boolean;
      },
    ): Promise<number> {
      const { id } = await db
        .insertInto('evaluation_results')
        .values({
          org_id: orgId,
          student_id: values.studentId,
          assignment_id: values.assignmentId,
          attempt_id: values.attemptId,
          instrument_id: values.instrumentId,
          instrument_key: values.instrumentKey,
          code: values.code,
          outcome: values.outcome,
          profile: values.profile,
          too_fast: values.careless.tooFast ? 1 : 0,
          all_same: values.careless.allSame ? 1 : 0,
          inconsistent: values.careless.inconsistent ? 1 : 0,
          completed_at: values.now,
          demo: values.demo ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('evaluation_assignments')
        .set({ status: 'completed', completed_at: values.now })
        .where('org_id', '=', orgId)
        .where('id', '=', values.assignmentId)
        .execute();
      return id;
    },

    async resultOfAttempt(orgId: number, attemptId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('evaluation_results')
        .select('id')
        .where('org_id', '=', orgId)
        .where('attempt_id', '=', attemptId)
        .executeTakeFirst();
      return row?.id;
    },
  };
}
