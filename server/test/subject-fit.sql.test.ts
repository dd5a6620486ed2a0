import {
  allFirstAndSecondChoices,
  allThreeOfSix,
  studentSubjectMask,
  subjectFit,
  type StudentSubjects,
} from '@zhihang/contract/admissions/subject-fit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { subjectFitCondition } from '../src/modules/admissions/subject-fit.sql.ts';
import { subjectValues } from '../src/modules/imports/kinds/admission-fields.ts';
import { openTestDatabase, testDialects } from './test-app.ts';

/** Every shape of requirement the parser writes: none, one subject, and, or, 首选 + or, unread. */
const REQUIREMENTS = [
  '不限',
  '物理',
  '历史',
  '化学',
  '地理',
  '物理+化学',
  '物理或化学',
  '化学或生物',
  '政治或地理',
  '历史+政治',
  '历+政',
  '物理+(化学或生物)',
  '物理+化学+生物',
  '思想政治和地理',
  '首选历史，再选不限',
  '化学、物理（均须选考）',
  '物理或历史',
  '第502组',
];

const describeStudent = (subjects: StudentSubjects) => [subjects.first ?? '3+3', ...subjects.others].join(' ');

describe.each(testDialects())('the SQL 选科 condition on %s', (dialect) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const idOf = new Map<string, number>();
  let rows: Array<{ id: number; subject_all_mask: number; subject_any_mask: number; subject_first: string | null }>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(dialect));
    await migrateToLatest(database);
    const { db } = database;
    const file = await db
      .insertInto('import_files')
      .values({ file_name: 'subject-fit.csv', kind: 'enrollment-plan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, text] of REQUIREMENTS.entries()) {
      const inserted = await db
        .insertInto('enrollment_plans')
        .values({
          file_id: file.id,
          row_key: `row-${index}`,
          row_hash: 'hash',
          province_code: '320000',
          year: 2025,
          track_code: 15,
          batch_code: 3,
          major_name: `专业${index}`,
          ...(subjectValues(text) as object),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      idOf.set(text, inserted.id);
    }
    rows = await db
      .selectFrom('enrollment_plans')
      .select(['id', 'subject_all_mask', 'subject_any_mask', 'subject_first'])
      .orderBy('id')
      .execute();
  });

  afterAll(async () => {
    await database?.destroy();
    await dispose?.();
  });

  const selectedIds = async (subjects: StudentSubjects): Promise<number[]> => {
    const selected = await database.db
      .selectFrom('enrollment_plans as e')
      .select('e.id')
      .where(subjectFitCondition('e', studentSubjectMask(subjects)))
      .orderBy('e.id')
      .execute();
    return selected.map((row) => row.id);
  };

  const acceptedIds = (subjects: StudentSubjects): number[] =>
    rows
      .filter(
        (row) =>
          subjectFit(
            { allMask: row.subject_all_mask, anyMask: row.subject_any_mask, first: row.subject_first },
            subjects,
          ).fits,
      )
      .map((row) => row.id);

  const idsOf = (texts: string[]) => texts.map((text) => idOf.get(text) as number).sort((a, b) => a - b);

  it('selects exactly the rows the pure function accepts, for all 12 3+1+2 and 20 3+3 students', async () => {
    const students = [...allFirstAndSecondChoices(), ...allThreeOfSix()];
    expect(students).toHaveLength(32);
    for (const subjects of students) {
      expect({ student: describeStudent(subjects), ids: await selectedIds(subjects) }).toEqual({
        student: describeStudent(subjects),
        ids: acceptedIds(subjects),
      });
    }
  });

  it('selects the hand-counted rows for a 物化生 and a 史政地 student', async () => {
    expect(await selectedIds({ first: '0604', others: ['0606', '0607'] })).toEqual(
      idsOf([
        '不限',
        '物理',
        '化学',
        '物理+化学',
        '物理或化学',
        '化学或生物',
        '物理+(化学或生物)',
        '物理+化学+生物',
        '化学、物理（均须选考）',
        '物理或历史',
        '第502组',
      ]),
    );
    expect(await selectedIds({ first: '0605', others: ['0608', '0609'] })).toEqual(
      idsOf([
        '不限',
        '历史',
        '地理',
        '政治或地理',
        '历史+政治',
        '历+政',
        '思想政治和地理',
        '首选历史，再选不限',
        '物理或历史',
        '第502组',
      ]),
    );
  });
});
