import { describe, expect, it } from 'vitest';
import { describeSlotLimit, lintPlan, type PlanLintRow, type PlanLintRule, type PlanTier } from './plan-linter.ts';

const JIANGSU: PlanLintRule = {
  provinceName: '江苏省',
  year: 2025,
  batchName: '本科批',
  fillingMode: '院校专业组',
  volunteerCount: 40,
  majorsPerGroup: 6,
  allowsAdjustment: true,
};

const HEBEI: PlanLintRule = {
  provinceName: '河北省',
  year: 2025,
  batchName: '本科批',
  fillingMode: '专业+院校',
  volunteerCount: 96,
  majorsPerGroup: null,
  allowsAdjustment: false,
};

/** A group row that passes every check unless told otherwise. */
function buildGroupRow(slot: number, overrides: Partial<PlanLintRow> = {}): PlanLintRow {
  return {
    slot,
    unitKey: `1${String(slot).padStart(3, '0')}|01`,
    schoolCode: `1${String(slot).padStart(3, '0')}`,
    schoolName: `示例大学${slot}`,
    groupCode: '01',
    subjectFit: { fits: true, reason: '' },
    tier: null,
    majors: [{ majorCode: '01', majorName: '计算机科学与技术' }],
    obeysAdjustment: true,
    ...overrides,
  };
}

/** Tiers of a plan in slot order: 冲 冲 稳 稳 保 保 … */
function withTiers(tiers: PlanTier[]): PlanLintRow[] {
  return tiers.map((tier, index) => buildGroupRow(index + 1, { tier }));
}

const codes = (rule: PlanLintRule, rows: PlanLintRow[]) => lintPlan(rule, rows).map((finding) => finding.code);

describe('lintPlan', () => {
  it('finds nothing in a clean plan of 40 groups ordered 冲 → 稳 → 保', () => {
    const tiers: PlanTier[] = [
      ...Array<PlanTier>(10).fill('冲'),
      ...Array<PlanTier>(15).fill('稳'),
      ...Array<PlanTier>(15).fill('保'),
    ];
    expect(lintPlan(JIANGSU, withTiers(tiers))).toEqual([]);
  });

  it('refuses more slots than the rule allows and names the rule', () => {
    const rows = Array.from({ length: 41 }, (_, index) => buildGroupRow(index + 1));
    expect(lintPlan(JIANGSU, rows)).toEqual([
      {
        level: 'fatal',
        code: 'too-many-slots',
        message: '江苏省2025年本科批最多可填40个院校专业组，本方案填了41个',
      },
    ]);
    expect(describeSlotLimit(HEBEI)).toBe('河北省2025年本科批最多可填96个“专业（类）+院校”志愿');
  });

  it('counts a slot number beyond the limit even when rows are fewer', () => {
    expect(codes(JIANGSU, [buildGroupRow(1), buildGroupRow(41)])).toEqual(['too-many-slots']);
  });

  it('refuses more majors in a group than allowed, and more than one major per 专业+院校 slot', () => {
    const seven = Array.from({ length: 7 }, (_, index) => ({ majorCode: `0${index}`, majorName: `专业${index}` }));
    const [finding] = lintPlan(JIANGSU, [buildGroupRow(3, { majors: seven })]);
    expect(finding).toEqual({
      level: 'fatal',
      code: 'too-many-majors',
      message: '第3志愿（示例大学3 01组）填了7个专业，江苏省2025年本科批每个志愿最多6个专业',
      slot: 3,
    });
    const hebeiRow = buildGroupRow(1, { majors: seven.slice(0, 2), obeysAdjustment: null });
    expect(codes(HEBEI, [hebeiRow])).toEqual(['too-many-majors']);
  });

  it('refuses a unit the student’s 选科 excludes, with the reason', () => {
    const row = buildGroupRow(2, { subjectFit: { fits: false, reason: '须选考化学' } });
    expect(lintPlan(JIANGSU, [buildGroupRow(1), row])).toEqual([
      {
        level: 'fatal',
        code: 'subject-mismatch',
        message: '第2志愿（示例大学2 01组）的选科要求与学生选科不符：须选考化学',
        slot: 2,
      },
    ]);
  });

  it('warns of a unit whose 选科 requirement no source gives, never calling it a fit', () => {
    const row = buildGroupRow(2, { subjectFit: { fits: true, reason: '', known: false } });
    expect(lintPlan(JIANGSU, [buildGroupRow(1), row])).toEqual([
      {
        level: 'warning',
        code: 'subject-unknown',
        message: '第2志愿（示例大学2 01组）的选科要求未知：现有数据没有给出，请以省考试院公布的招生计划核对',
        slot: 2,
      },
    ]);
  });

  it('refuses the same slot twice and the same unit twice', () => {
    const first = buildGroupRow(1);
    const sameSlot = buildGroupRow(1, { unitKey: 'other|02', schoolName: '另一大学' });
    const sameUnit = { ...buildGroupRow(2), unitKey: first.unitKey, schoolName: first.schoolName };
    const findings = lintPlan(JIANGSU, [first, sameSlot, sameUnit]);
    expect(findings.map((finding) => [finding.code, finding.slot])).toEqual([
      ['duplicate-slot', 1],
      ['duplicate-unit', 2],
    ]);
    expect(findings[1]?.message).toBe('第2志愿（示例大学1 01组）与第1志愿重复');
  });

  it('warns when the last third has no 保', () => {
    // 9 rows: the last third is slots 7–9.
    const findings = lintPlan(JIANGSU, withTiers(['冲', '冲', '稳', '稳', '保', '保', '稳', '稳', '稳']));
    expect(findings).toEqual([
      {
        level: 'warning',
        code: 'no-safe-in-last-third',
        message: '最后三分之一的志愿（第7–9志愿）中没有“保”的志愿，有滑档风险',
      },
    ]);
  });

  it('warns about each 冲 after the last 保', () => {
    const findings = lintPlan(JIANGSU, withTiers(['冲', '稳', '保', '保', '冲', '保', '冲']));
    expect(findings.map((finding) => [finding.level, finding.code, finding.slot])).toEqual([
      ['warning', 'reach-after-last-safe', 7],
    ]);
    expect(findings[0]?.message).toBe(
      '第7志愿（示例大学7 01组）是“冲”的志愿，却排在最后一个“保”的志愿（第6志愿）之后，几乎没有机会投档',
    );
  });

  it('does not judge tiers of a plan that has none', () => {
    expect(lintPlan(JIANGSU, [buildGroupRow(1), buildGroupRow(2), buildGroupRow(3)])).toEqual([]);
  });

  it('warns when 服从调剂 is not chosen in group mode, never in 专业+院校 mode', () => {
    const rows = [
      buildGroupRow(1),
      buildGroupRow(2, { obeysAdjustment: false }),
      buildGroupRow(3, { obeysAdjustment: null }),
    ];
    const findings = lintPlan(JIANGSU, rows);
    expect(findings.map((finding) => [finding.code, finding.slot])).toEqual([
      ['no-adjustment', 2],
      ['no-adjustment', 3],
    ]);
    expect(findings[0]?.message).toContain('退档');
    const hebeiRow = buildGroupRow(1, { obeysAdjustment: false, majorName: '临床医学' });
    expect(lintPlan(HEBEI, [hebeiRow])).toEqual([]);
  });

  it('warns about body-check and single-subject restrictions the data has', () => {
    const row = buildGroupRow(4, { restrictions: '色盲色弱者不予录取；英语单科不低于110分' });
    expect(lintPlan(JIANGSU, [row])).toEqual([
      {
        level: 'warning',
        code: 'restriction',
        message:
          '第4志愿（示例大学4 01组）有报考限制：色盲色弱者不予录取；英语单科不低于110分。请核对身体条件和单科成绩',
        slot: 4,
      },
    ]);
    expect(lintPlan(JIANGSU, [buildGroupRow(4, { restrictions: '  ' })])).toEqual([]);
  });

  it('lists fatal findings before warnings, each in slot order', () => {
    const rows = [
      buildGroupRow(1, { tier: '冲', obeysAdjustment: false }),
      buildGroupRow(2, { tier: '保', subjectFit: { fits: false, reason: '' } }),
      buildGroupRow(3, { tier: '冲' }),
    ];
    expect(lintPlan(JIANGSU, rows).map((finding) => [finding.level, finding.code, finding.slot])).toEqual([
      ['fatal', 'subject-mismatch', 2],
      ['warning', 'no-safe-in-last-third', undefined],
      ['warning', 'no-adjustment', 1],
      ['warning', 'reach-after-last-safe', 3],
    ]);
  });
});
