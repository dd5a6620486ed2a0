import fs from 'node:fs';
import { FILLING_MODES } from '@zhihang/contract/admissions/admission-codes';
import { EXAM_MODELS } from '@zhihang/contract/admissions/exam-models';
import { describe, expect, it } from 'vitest';
import { provinceCodeOf } from '../../system/area-names.ts';
import areas from '../../system/areas.json' with { type: 'json' };
import { renderFillingRulesCsv } from './filling-rules-csv.ts';
import { FILLING_RULE_REFERENCE, REFERENCE_YEARS } from './filling-rules.data.ts';
import { FILLING_RULES_CSV_PATH } from './write-filling-rules-csv.ts';

const find = (province: string, year: number, batch: string) =>
  FILLING_RULE_REFERENCE.find(
    (rule) => rule.province === province && rule.year === year && rule.batches.includes(batch),
  );

describe('reference filling rules', () => {
  it('cover the 31 mainland provinces in each of 2024, 2025 and 2026', () => {
    const provinceCodes = new Set(areas.map((area) => area.code));
    expect(provinceCodes.size).toBe(31);
    for (const year of REFERENCE_YEARS) {
      const covered = new Set(
        FILLING_RULE_REFERENCE.filter((rule) => rule.year === year).map((rule) => provinceCodeOf(rule.province)),
      );
      expect(covered).toEqual(provinceCodes);
    }
  });

  it('give every row a mode, a model, a positive slot count, and majors per group outside 专业+院校 mode', () => {
    for (const rule of FILLING_RULE_REFERENCE) {
      const where = `${rule.province} ${rule.year} ${rule.batches.join('|')}`;
      expect(FILLING_MODES, where).toContain(rule.mode);
      expect(EXAM_MODELS, where).toContain(rule.model);
      expect(rule.volunteerCount, where).toBeGreaterThan(0);
      expect(rule.batches.length, where).toBeGreaterThan(0);
      if (rule.mode === '专业+院校') expect(rule.majorsPerGroup, where).toBeNull();
      else expect(rule.majorsPerGroup, where).toBeGreaterThan(0);
      expect(rule.sourceTitle, where).not.toBe('');
      if (rule.verified) expect(rule.sourceUrl, where).toMatch(/^https?:\/\//);
      else expect(rule.remark.length + rule.sourceTitle.length, where).toBeGreaterThan(0);
    }
  });

  it('name each batch of a province-year once', () => {
    const keys = FILLING_RULE_REFERENCE.flatMap((rule) =>
      rule.batches.map((batch) => `${rule.province}|${rule.year}|${batch}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have 江苏 2025 本科批 at 40 院校专业组 × 6 majors with 调剂, checked', () => {
    expect(find('江苏', 2025, '本科批')).toMatchObject({
      model: '3+1+2',
      mode: '院校专业组',
      volunteerCount: 40,
      majorsPerGroup: 6,
      allowsAdjustment: true,
      verified: true,
    });
  });

  it('have 河北 2025 本科批 at 96 “专业（类）+院校” slots without 调剂', () => {
    expect(find('河北', 2025, '本科批')).toMatchObject({
      model: '3+1+2',
      mode: '专业+院校',
      volunteerCount: 96,
      majorsPerGroup: null,
      allowsAdjustment: false,
    });
  });

  it('put 河南, 四川, 云南, 山西 and 内蒙古 on 3+1+2 from 2025 and on 文理 in 2024', () => {
    for (const province of ['河南', '四川', '云南', '山西', '内蒙古']) {
      const models = (year: number) =>
        new Set(
          FILLING_RULE_REFERENCE.filter((rule) => rule.province === province && rule.year === year).map(
            (rule) => rule.model,
          ),
        );
      expect(models(2024), province).toEqual(new Set(['文理']));
      expect(models(2025), province).toEqual(new Set(['3+1+2']));
      expect(models(2026), province).toEqual(new Set(['3+1+2']));
    }
  });

  it('record the disagreement on 安徽 2025 and leave it unverified', () => {
    const anhui = find('安徽', 2025, '本科批');
    expect(anhui?.verified).toBe(false);
    expect(anhui?.remark).toMatch(/40.*45/);
  });

  it('mark no 2026 row verified until the 2026 notices are read', () => {
    expect(FILLING_RULE_REFERENCE.filter((rule) => rule.year === 2026 && rule.verified)).toEqual([]);
  });

  it('ship filling-rules.csv exactly as rendered from the list', () => {
    // After changing filling-rules.data.ts: node --import tsx server/src/modules/admissions/filling-rules/write-filling-rules-csv.ts
    expect(fs.readFileSync(FILLING_RULES_CSV_PATH, 'utf8')).toBe(renderFillingRulesCsv());
  });
});
