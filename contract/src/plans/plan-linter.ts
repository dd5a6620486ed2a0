import type { FillingMode } from '../admissions/admission-codes.ts';

/**
 * The plan linter: checks a 志愿表 against its province's filling rule and common sense, so the
 * plan editor, the print page and the server that saves a plan report the same findings.
 * Pure and zod-free: the student pages and the print page load it without the schemas.
 */

/** The rule a plan is checked against (one province, year and batch). */
export type PlanLintRule = {
  /** Full name as written in rules: 江苏省, 内蒙古自治区. */
  provinceName: string;
  year: number;
  /** The batch the plan is for, as the rule names it: 本科批, 普通类一段 … */
  batchName: string;
  fillingMode: FillingMode;
  /** Number of 志愿 (slots) allowed in the batch. */
  volunteerCount: number;
  /** Majors allowed in one 院校专业组 (or one school in 院校 mode); null when the rule says none. */
  majorsPerGroup: number | null;
  /** Whether the batch has a 服从调剂 choice; null when unknown. */
  allowsAdjustment: boolean | null;
};

export type PlanTier = '冲' | '稳' | '保';

/** One row of the plan in slot order, with what the editor already knows about it. */
export type PlanLintRow = {
  /** 1-based position in the 志愿表. */
  slot: number;
  /** Identity of the unit (school + group, or school + major): the same unit twice is a duplicate. */
  unitKey: string;
  schoolCode: string;
  schoolName: string;
  groupCode?: string;
  groupName?: string;
  /** 专业+院校 mode: the one major of the slot. */
  majorCode?: string;
  majorName?: string;
  /**
   * Whether the student's 选科 meets the unit's requirement, and why not; `known` false when no
   * source gives the requirement (then `fits` cannot be trusted).
   */
  subjectFit: { fits: boolean; reason: string; known?: boolean };
  tier: PlanTier | null;
  /** Group and 院校 modes: the majors chosen within the unit, in order. */
  majors: ReadonlyArray<{ majorCode: string; majorName: string }>;
  /** Group and 院校 modes: whether the student accepts 专业调剂 within the unit. */
  obeysAdjustment: boolean | null;
  /** Body-check or single-subject restrictions the unit publishes (体检受限, 英语单科≥110 …). */
  restrictions?: string;
};

export const PLAN_LINT_CODES = [
  'too-many-slots',
  'too-many-majors',
  'subject-mismatch',
  'subject-unknown',
  'duplicate-slot',
  'duplicate-unit',
  'no-safe-in-last-third',
  'reach-after-last-safe',
  'no-adjustment',
  'restriction',
] as const;
export type PlanLintCode = (typeof PLAN_LINT_CODES)[number];

export type PlanLintFinding = {
  /** fatal: the plan cannot be submitted as it is; warning: it can, at a risk the teacher should see. */
  level: 'fatal' | 'warning';
  code: PlanLintCode;
  message: string;
  slot?: number;
};

/** What one slot holds in a mode, for messages: 最多可填40个院校专业组. */
export function slotNoun(mode: FillingMode): string {
  if (mode === '院校专业组') return '个院校专业组';
  if (mode === '专业+院校') return '个“专业（类）+院校”志愿';
  return '所院校';
}

/** The rule in words: 江苏省2025年本科批最多可填40个院校专业组. */
export function describeSlotLimit(rule: PlanLintRule): string {
  return `${rule.provinceName}${rule.year}年${rule.batchName}最多可填${rule.volunteerCount}${slotNoun(rule.fillingMode)}`;
}

/** Majors one slot may hold: one in 专业+院校 mode, the rule's number otherwise (null: no limit known). */
export function majorsPerSlot(rule: PlanLintRule): number | null {
  return rule.fillingMode === '专业+院校' ? 1 : rule.majorsPerGroup;
}

function unitLabel(row: PlanLintRow): string {
  const group = row.groupName || (row.groupCode ? `${row.groupCode}组` : '');
  const major = row.majorName ?? '';
  return [row.schoolName, group, major].filter(Boolean).join(' ');
}

function at(row: PlanLintRow): string {
  return `第${row.slot}志愿（${unitLabel(row)}）`;
}

/** Every finding of a plan, fatal ones first, each group in slot order. */
export function lintPlan(rule: PlanLintRule, rows: readonly PlanLintRow[]): PlanLintFinding[] {
  const findings: PlanLintFinding[] = [];
  const ordered = [...rows].sort((left, right) => left.slot - right.slot);

  const lastSlot = ordered.reduce((max, row) => Math.max(max, row.slot), 0);
  if (ordered.length > rule.volunteerCount || lastSlot > rule.volunteerCount) {
    const used = Math.max(ordered.length, lastSlot);
    findings.push({
      level: 'fatal',
      code: 'too-many-slots',
      message: `${describeSlotLimit(rule)}，本方案填了${used}个`,
    });
  }

  const perSlot = majorsPerSlot(rule);
  const seenSlots = new Set<number>();
  const seenUnits = new Map<string, number>();
  for (const row of ordered) {
    if (seenSlots.has(row.slot)) {
      findings.push({
        level: 'fatal',
        code: 'duplicate-slot',
        message: `第${row.slot}志愿填了不止一个单位，请调整顺序`,
        slot: row.slot,
      });
    }
    seenSlots.add(row.slot);
    const earlier = seenUnits.get(row.unitKey);
    if (earlier !== undefined) {
      findings.push({
        level: 'fatal',
        code: 'duplicate-unit',
        message: `${at(row)}与第${earlier}志愿重复`,
        slot: row.slot,
      });
    } else {
      seenUnits.set(row.unitKey, row.slot);
    }
    if (perSlot !== null && row.majors.length > perSlot) {
      findings.push({
        level: 'fatal',
        code: 'too-many-majors',
        message: `${at(row)}填了${row.majors.length}个专业，${rule.provinceName}${rule.year}年${rule.batchName}每个志愿最多${perSlot}个专业`,
        slot: row.slot,
      });
    }
    if (!row.subjectFit.fits) {
      const reason = row.subjectFit.reason ? `：${row.subjectFit.reason}` : '';
      findings.push({
        level: 'fatal',
        code: 'subject-mismatch',
        message: `${at(row)}的选科要求与学生选科不符${reason}`,
        slot: row.slot,
      });
    } else if (row.subjectFit.known === false) {
      findings.push({
        level: 'warning',
        code: 'subject-unknown',
        message: `${at(row)}的选科要求未知：现有数据没有给出，请以省考试院公布的招生计划核对`,
        slot: row.slot,
      });
    }
  }

  findings.push(...tierFindings(ordered));

  if (rule.fillingMode !== '专业+院校' && rule.allowsAdjustment !== false) {
    for (const row of ordered) {
      if (row.obeysAdjustment === true) continue;
      findings.push({
        level: 'warning',
        code: 'no-adjustment',
        message: `${at(row)}未选择服从专业调剂：所填专业都录满时将被退档，本批次不再投档`,
        slot: row.slot,
      });
    }
  }

  for (const row of ordered) {
    const restrictions = row.restrictions?.trim();
    if (!restrictions) continue;
    findings.push({
      level: 'warning',
      code: 'restriction',
      message: `${at(row)}有报考限制：${restrictions}。请核对身体条件和单科成绩`,
      slot: row.slot,
    });
  }

  const levelOrder = { fatal: 0, warning: 1 } as const;
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (left, right) =>
        levelOrder[left.finding.level] - levelOrder[right.finding.level] ||
        (left.finding.slot ?? 0) - (right.finding.slot ?? 0) ||
        left.index - right.index,
    )
    .map(({ finding }) => finding);
}

/**
 * A plan needs a 保 among its last third (the safety net), and a 冲 after the last 保 is wasted:
 * a student it would admit is already admitted by the 保 above it. Plans without any tier are
 * not judged.
 */
function tierFindings(ordered: readonly PlanLintRow[]): PlanLintFinding[] {
  if (!ordered.some((row) => row.tier !== null)) return [];
  const findings: PlanLintFinding[] = [];
  const lastThird = ordered.slice(ordered.length - Math.ceil(ordered.length / 3));
  if (!lastThird.some((row) => row.tier === '保')) {
    findings.push({
      level: 'warning',
      code: 'no-safe-in-last-third',
      message: `最后三分之一的志愿（第${lastThird[0]?.slot}–${lastThird.at(-1)?.slot}志愿）中没有“保”的志愿，有滑档风险`,
    });
  }
  const lastSafe = ordered.findLast((row) => row.tier === '保');
  if (lastSafe) {
    for (const row of ordered) {
      if (row.slot > lastSafe.slot && row.tier === '冲') {
        findings.push({
          level: 'warning',
          code: 'reach-after-last-safe',
          message: `${at(row)}是“冲”的志愿，却排在最后一个“保”的志愿（第${lastSafe.slot}志愿）之后，几乎没有机会投档`,
          slot: row.slot,
        });
      }
    }
  }
  return findings;
}
