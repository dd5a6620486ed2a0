import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlanCoverage } from '@zhihang/contract/imports/import-report.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/modules/imports/import-engine.ts';
import { openImportDatabase } from './import-test-support.ts';

/**
 * The history join on real files of ../shared/data (never committed): 吉林 and 云南 plan rows
 * joined to their earlier admissions. Skipped, with a message, where the data set is absent.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedData = path.resolve(repositoryRoot, '../shared/data');
const FILES = [
  'universities/moe_regular_higher_schools_2025.csv',
  'majors/undergraduate_major_catalog_2026.csv',
  'admissions/national_multi_province/admission_records_jilin.csv.gz',
  'admissions/national_multi_province/admission_records_yunnan.csv.gz',
].map((file) => path.join(sharedData, file));
const available = FILES.every((file) => fs.existsSync(file));
if (!available) console.warn(`plan-history.real-data.test.ts skipped: ${sharedData} lacks the real data files`);

describe.runIf(available)('plan history coverage on real data (SQLite)', () => {
  let coverage: PlanCoverage[] = [];
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openImportDatabase('sqlite');
    close = opened.close;
    const summary = await runImport(opened.database, FILES);
    expect(summary.failedFiles).toBe(0);
    coverage = summary.planCoverage ?? [];
  }, 300_000);
  afterAll(() => close());

  const of = (provinceName: string, year: number) => {
    const row = coverage.find((entry) => entry.provinceName === provinceName && entry.year === year);
    if (!row) throw new Error(`no coverage for ${provinceName} ${year}`);
    return row;
  };

  it('吉林 2025: 22,084 plan rows, two thirds linked (本科 majors), history where the earlier years have the school', () => {
    const jilin = of('吉林', 2025);
    expect(jilin.planRows).toBe(22084);
    expect(jilin.linkedRows / jilin.planRows).toBeGreaterThan(0.6);
    expect(jilin.withHistory).toBeGreaterThan(1500);
    expect(jilin.withHistoryWhereSchoolHas / jilin.schoolHasHistory).toBeGreaterThan(0.75);
  });

  it('云南 2025: nearly every plan row whose school has earlier lines gets history', () => {
    const yunnan = of('云南', 2025);
    expect(yunnan.planRows).toBe(1902);
    expect(yunnan.withHistoryWhereSchoolHas / yunnan.schoolHasHistory).toBeGreaterThan(0.95);
    expect(yunnan.withHistory / yunnan.planRows).toBeGreaterThan(0.85);
  });
});
