import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import { lintPlan } from '@zhihang/contract/plans/plan-linter';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { FILLING_RULE_REFERENCE } from '../src/modules/admissions/filling-rules/filling-rules.data.ts';
import { seedFillingRules } from '../src/setup/seed/seed-filling-rules.ts';
import { FILLING_RULES_CSV_PATH } from '../src/modules/admissions/filling-rules/write-filling-rules-csv.ts';
import { contentCounts, openImportDatabase } from './import-test-support.ts';
import { testDialects } from './test-app.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import type { FillingRuleRecord } from '../src/modules/admissions/filling-rules/filling-rules.repository.ts';
import {
  createFillingRulesService,
  lintRuleOf,
  pickBatchRule,
} from '../src/modules/admissions/filling-rules/filling-rules.service.ts';

function buildRule(overrides: Partial<FillingRuleRecord>): FillingRuleRecord {
  return {
    id: 1,
    provinceCode: '370000',
    provinceName: '山东省',
    year: 2025,
    batches: ['本科批'],
    fillingMode: '专业+院校',
    examModel: '3+3',
    volunteerCount: 96,
    majorsPerGroup: null,
    allowsAdjustment: false,
    sourceTitle: '',
    sourceUrl: '',
    verified: false,
    remark: '',
    demo: false,
    ...overrides,
  };
}

describe('pickBatchRule', () => {
  const undergraduate = buildRule({ id: 1, batches: ['本科一批', '本科二批'] });
  const early = buildRule({ id: 2, batches: ['本科提前批'] });
  const college = buildRule({ id: 3, batches: ['专科批'] });

  it('takes the batch named exactly, then the batch with the same code', () => {
    expect(pickBatchRule([early, undergraduate, college], '本科二批')).toEqual({
      rule: undergraduate,
      batchName: '本科二批',
    });
    expect(pickBatchRule([early, undergraduate, college], '本科批')?.batchName).toBe('本科一批');
    expect(pickBatchRule([early, undergraduate, college], BATCH_CODE.juniorCollege)?.rule).toBe(college);
    expect(pickBatchRule([early, undergraduate, college], BATCH_CODE.undergraduateEarly)?.rule).toBe(early);
    expect(pickBatchRule([undergraduate], BATCH_CODE.juniorCollegeEarly)).toBeUndefined();
  });

  it('answers 本科 and 专科 with a batch that holds both levels', () => {
    const regular = buildRule({ batches: ['普通类常规批第1次志愿'] });
    expect(pickBatchRule([regular], BATCH_CODE.undergraduate)?.batchName).toBe('普通类常规批第1次志愿');
    expect(pickBatchRule([regular], '专科批')?.rule).toBe(regular);
    expect(pickBatchRule([regular], BATCH_CODE.undergraduateEarly)).toBeUndefined();
  });
});

describe.each(testDialects())('reference filling rules on %s', (dialect) => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await openImportDatabase(dialect));
    expect(await seedFillingRules(database)).toBe(true);
  });
  afterAll(async () => close());

  const service = () => createFillingRulesService(database.db);

  it('loads every reference row once', async () => {
    const count = async () => (await contentCounts(database)).filling_rules;
    expect(await count()).toBe(FILLING_RULE_REFERENCE.length);
    expect(await seedFillingRules(database)).toBe(false);
    expect(await count()).toBe(FILLING_RULE_REFERENCE.length);
  });

  it('answers 江苏 2025 本科批: 40 院校专业组 × 6 majors, with its source', async () => {
    const answer = await service().fillingRuleFor('320000', 2025, BATCH_CODE.undergraduate);
    expect(answer).toMatchObject({
      requestedYear: 2025,
      exactYear: true,
      batchName: '本科批',
      rule: {
        provinceName: '江苏省',
        year: 2025,
        fillingMode: '院校专业组',
        examModel: '3+1+2',
        volunteerCount: 40,
        majorsPerGroup: 6,
        allowsAdjustment: true,
        verified: true,
        sourceUrl: 'http://2gaosan.com/html/341/341206.html',
        demo: false,
      },
    });
    const [finding] = lintPlan(
      lintRuleOf(answer!),
      Array.from({ length: 41 }, (_, index) => ({
        slot: index + 1,
        unitKey: String(index),
        schoolCode: String(index),
        schoolName: `院校${index}`,
        subjectFit: { fits: true, reason: '' },
        tier: null,
        majors: [],
        obeysAdjustment: true,
      })),
    );
    expect(finding?.message).toBe('江苏省2025年本科批最多可填40个院校专业组，本方案填了41个');
  });

  it('answers 河北 by batch name: 96 “专业（类）+院校” slots', async () => {
    const answer = await service().fillingRuleFor('130000', 2025, '本科批');
    expect(answer?.rule).toMatchObject({ fillingMode: '专业+院校', volunteerCount: 96, majorsPerGroup: null });
  });

  it('answers 河南 2024 with the 文理 rule and 2025 with 院校专业组', async () => {
    const before = await service().fillingRuleFor('410000', 2024, BATCH_CODE.undergraduate);
    expect(before?.rule).toMatchObject({ examModel: '文理', fillingMode: '院校' });
    expect(before?.batchName).toBe('本科一批');
    const after = await service().fillingRuleFor('410000', 2025, BATCH_CODE.undergraduate);
    expect(after?.rule).toMatchObject({ examModel: '3+1+2', fillingMode: '院校专业组', volunteerCount: 48 });
    expect(after?.batchName).toBe('普通本科批');
  });

  it('answers 山东 本科 with its 常规批', async () => {
    const answer = await service().fillingRuleFor('370000', 2025, BATCH_CODE.undergraduate);
    expect(answer?.rule).toMatchObject({ fillingMode: '专业+院校', volunteerCount: 96 });
  });

  it('falls back to the nearest earlier year, saying so', async () => {
    const answer = await service().fillingRuleFor('320000', 2027, BATCH_CODE.undergraduate);
    expect(answer).toMatchObject({ requestedYear: 2027, exactYear: false, rule: { year: 2026 } });
    expect(await service().fillingRuleFor('320000', 2023, BATCH_CODE.undergraduate)).toBeUndefined();
    expect(await service().fillingRuleFor('990000', 2025, BATCH_CODE.undergraduate)).toBeUndefined();
  });

  it('takes an import of the shipped CSV as the same rows, unchanged', async () => {
    const summary = await runImport(database, [FILLING_RULES_CSV_PATH]);
    expect(summary.files).toHaveLength(1);
    expect(summary.files[0]).toMatchObject({
      status: 'imported',
      kind: 'filling-rule',
      counts: { inserted: 0, updated: 0, deleted: 0, unchanged: FILLING_RULE_REFERENCE.length },
    });
  });

  it('joins every province’s plan history again when an import changes the rules, and not when it changes nothing', async () => {
    // The join reads each province's batches from the rules, so changed rules may change any province's join.
    const unchanged = await runImport(database, [FILLING_RULES_CSV_PATH]);
    expect(unchanged.planCoverage).toBeUndefined();
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'filling-rules-'));
    const [header, first, ...rest] = fs.readFileSync(FILLING_RULES_CSV_PATH, 'utf8').split('\n');
    const edited = path.join(directory, 'filling-rules.csv');
    fs.writeFileSync(
      edited,
      [header, first!.replace(/,zhihang-filling-rules,/, '核对中,zhihang-filling-rules,'), ...rest].join('\n'),
    );
    try {
      const changed = await runImport(database, [edited]);
      expect(changed.files[0]).toMatchObject({ status: 'imported', counts: { updated: 1 } });
      expect(changed.planCoverage).toBeDefined();
      // Back to the shipped rows.
      expect((await runImport(database, [FILLING_RULES_CSV_PATH])).files[0]?.counts.updated).toBe(1);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
