import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { RELEASE_BEFORE_RECORDING } from '../src/db/migrations/0022_shipped_releases.ts';
import {
  FILLING_RULES_CSV_HEADER,
  FILLING_RULES_FILE_NAME,
  fillingRuleCsvRows,
  renderFillingRulesCsv,
} from '../src/modules/admissions/filling-rules/filling-rules-csv.ts';
import { FILLING_RULE_REFERENCE } from '../src/modules/admissions/filling-rules/filling-rules.data.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { fillingRulesRelease, seedFillingRules } from '../src/setup/seed/seed-filling-rules.ts';
import { contentCounts, openImportDatabase } from './import-test-support.ts';
import { testDialects } from './test-app.ts';

const YEAR = FILLING_RULES_CSV_HEADER.indexOf('year');
const PROVINCE = FILLING_RULES_CSV_HEADER.indexOf('province');
const COUNT = FILLING_RULES_CSV_HEADER.indexOf('volunteer_count');

/**
 * An older release of the shipped rules: 江苏 2026 said 30 志愿 (this release says otherwise) and
 * held a 2023 row this release dropped; everything else as now.
 */
function olderRelease(current: readonly string[][]): string[][] {
  const older = current.map((row) => [...row]);
  const jiangsu = older.find((row) => row[PROVINCE] === '江苏' && row[YEAR] === '2026')!;
  jiangsu[COUNT] = '30';
  const dropped = [...jiangsu];
  dropped[YEAR] = '2023';
  return [...older, dropped];
}

describe.each(testDialects())('filling rules of a new release on %s', (dialect) => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  const current = fillingRuleCsvRows();

  beforeAll(async () => {
    ({ database, close } = await openImportDatabase(dialect));
  });
  afterAll(async () => close());

  const jiangsuRules = async () =>
    database.db
      .selectFrom('filling_rules')
      .select(['year', 'volunteer_count'])
      .where('province_code', '=', '320000')
      .orderBy('year')
      .orderBy('id')
      .execute();
  const ruleCount = async () => (await contentCounts(database)).filling_rules;
  const shippedRelease = async () =>
    (
      await database.db
        .selectFrom('import_files')
        .select('shipped_release')
        .where('file_name', '=', FILLING_RULES_FILE_NAME)
        .executeTakeFirstOrThrow()
    ).shipped_release;

  it('replaces an older release on the next start: changed rows updated, dropped rows removed', async () => {
    const older = olderRelease(current);
    expect(await seedFillingRules(database, older)).toBe(true);
    expect(await shippedRelease()).toBe(fillingRulesRelease(older));
    expect(await ruleCount()).toBe(current.length + 1);
    expect((await jiangsuRules()).find((rule) => rule.year === 2026)?.volunteer_count).toBe(30);

    expect(await seedFillingRules(database)).toBe(true);
    expect(await shippedRelease()).toBe(fillingRulesRelease(current));
    expect(await ruleCount()).toBe(current.length);
    const jiangsu = await jiangsuRules();
    expect(jiangsu.map((rule) => rule.year)).not.toContain(2023);
    const shipped = current.find((row) => row[PROVINCE] === '江苏' && row[YEAR] === '2026')!;
    expect(jiangsu.find((rule) => rule.year === 2026)?.volunteer_count).toBe(Number(shipped[COUNT]));
    // The same release again writes nothing.
    expect(await seedFillingRules(database)).toBe(false);
  });

  it('reloads rules seeded before releases were recorded', async () => {
    await database.db
      .updateTable('import_files')
      .set({ shipped_release: RELEASE_BEFORE_RECORDING })
      .where('file_name', '=', FILLING_RULES_FILE_NAME)
      .execute();
    expect(await seedFillingRules(database)).toBe(true);
    expect(await shippedRelease()).toBe(fillingRulesRelease(current));
  });

  it("keeps an admin's own import of filling-rules.csv over any shipped release", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-rules-'));
    const own = FILLING_RULE_REFERENCE.filter((rule) => rule.province === '江苏');
    fs.writeFileSync(path.join(directory, FILLING_RULES_FILE_NAME), renderFillingRulesCsv(own));
    try {
      const summary = await runImport(database, [path.join(directory, FILLING_RULES_FILE_NAME)]);
      expect(summary.files.map((file) => file.status)).toEqual(['imported']);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
    expect(await shippedRelease()).toBeNull();
    expect(await ruleCount()).toBe(own.length);

    expect(await seedFillingRules(database)).toBe(false);
    expect(await seedFillingRules(database, olderRelease(current))).toBe(false);
    expect(await ruleCount()).toBe(own.length);
  });
});
