import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import { openTestDatabase, testDialects, TEST_START } from './test-app.ts';

describe.each(testDialects())('demo evaluations on %s', (dialect) => {
  const disposers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  it('gives the demo school scored, demo-marked results, open assignments and one overdue', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    disposers.push(async () => {
      await database.destroy();
      await dispose();
    });
    await prepareDatabase(database as DatabaseHandle, { nodeEnv: 'development' }, TEST_START);
    const { db } = database;
    const keys = (await db.selectFrom('evaluation_instruments').select('instrument_key').distinct().execute()).filter(
      (row) => ['hol', 'mbti'].includes(row.instrument_key),
    ).length;
    const results = await db.selectFrom('evaluation_results').select(['code', 'demo', 'instrument_key']).execute();
    expect(results).toHaveLength(24 * keys);
    expect(results.every((row) => Number(row.demo) === 1 && row.code.length > 0)).toBe(true);
    const assignments = await db.selectFrom('evaluation_assignments').select(['status', 'deadline', 'demo']).execute();
    expect(assignments.every((row) => Number(row.demo) === 1)).toBe(true);
    expect(assignments.filter((row) => row.status === 'completed')).toHaveLength(24 * keys);
    const overdue = assignments.filter((row) => row.status !== 'completed' && Number(row.deadline) < TEST_START);
    expect(overdue).toHaveLength(keys);
    // One student answered everything the same, fast: the analysis lists them under 预警.
    const careless = await db.selectFrom('evaluation_results').select('id').where('all_same', '=', 1).execute();
    expect(careless).toHaveLength(1);
  }, 120_000);
});
