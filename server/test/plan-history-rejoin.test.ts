import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PLAN_HISTORY_JOIN_RELEASE } from '../src/modules/admissions/plan-history-join.ts';
import {
  derivedDataRelease,
  knowledgeFingerprint,
  noteDerivedDataRelease,
} from '../src/modules/knowledge-cache/knowledge-version.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';
import { rejoinPlanHistoryOnNewRelease } from '../src/setup/seed/rejoin-plan-history.ts';
import { countRows, openTestDatabase, TEST_START, testDialects } from './test-app.ts';

const JOIN = 'plan-history-join';

/**
 * An installation keeps the history its last import joined; a release with new join rules joins
 * every province again once at start, and a start on the same release leaves it alone.
 */
describe.each(testDialects())('plan history of an older join release on %s', (dialect) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const lines: string[] = [];
  const log = (line: string) => void lines.push(line);

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(dialect));
    await prepareDatabase(database, { nodeEnv: 'development' }, TEST_START, log);
  }, 120_000);
  afterAll(async () => {
    await database.destroy();
    await dispose();
  });

  const history = async () =>
    database.db
      .selectFrom('enrollment_plan_history')
      .select(['plan_id', 'year', 'min_rank'])
      .orderBy('plan_id')
      .orderBy('year')
      .execute();

  it('records the release on a first start, which joined with it', async () => {
    expect(await derivedDataRelease(database.db, JOIN)).toBe(PLAN_HISTORY_JOIN_RELEASE);
    expect(await countRows(database.db, 'enrollment_plan_history')).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('重新关联'))).toBe(false);
  });

  it('leaves the history alone on a start of the same release', async () => {
    await database.db.deleteFrom('enrollment_plan_history').execute();
    expect(await rejoinPlanHistoryOnNewRelease(database, log)).toBe(0);
    expect(await countRows(database.db, 'enrollment_plan_history')).toBe(0);
  });

  it('joins every province again once when the stored history is of an older release', async () => {
    // The joined history of the current rules, then an installation whose history is of release 1.
    await noteDerivedDataRelease(database.db, JOIN, PLAN_HISTORY_JOIN_RELEASE - 1);
    expect(await rejoinPlanHistoryOnNewRelease(database, log)).toBeGreaterThan(0);
    const joined = await history();
    expect(joined.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/^招生计划与历年录取按新的关联规则重新关联：\d+ 个省份/);
    expect(await derivedDataRelease(database.db, JOIN)).toBe(PLAN_HISTORY_JOIN_RELEASE);

    // Stale history rows of the old release are replaced, not kept beside the new ones.
    const before = await knowledgeFingerprint(database.db);
    await database.db.updateTable('enrollment_plan_history').set({ min_rank: 1 }).execute();
    await noteDerivedDataRelease(database.db, JOIN, PLAN_HISTORY_JOIN_RELEASE - 1);
    await rejoinPlanHistoryOnNewRelease(database, log);
    expect(await history()).toEqual(joined);
    // The caches (calibrations, lists) rebuild on the new data version.
    expect(await knowledgeFingerprint(database.db)).not.toBe(before);

    // Once joined, the next start does nothing.
    expect(await rejoinPlanHistoryOnNewRelease(database, log)).toBe(0);
  });

  it('joins again when the shipped filling rules changed: the batches the join reads come from them', async () => {
    const joined = await history();
    await database.db.deleteFrom('enrollment_plan_history').execute();
    expect(await rejoinPlanHistoryOnNewRelease(database, log, { rulesChanged: true })).toBeGreaterThan(0);
    expect(await history()).toEqual(joined);
  });
});
