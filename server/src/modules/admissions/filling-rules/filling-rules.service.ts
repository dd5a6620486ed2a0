import { BATCH_CODE, type BatchCode } from '@zhihang/contract/admissions/admission-codes';
import type { PlanLintRule } from '@zhihang/contract/plans/plan-linter';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { batchCodeOf } from '../batches.ts';
import { createFillingRulesRepository, type FillingRuleRecord } from './filling-rules.repository.ts';

export type FillingRuleAnswer = {
  rule: FillingRuleRecord;
  /** The year asked for; `rule.year` is earlier when that year has no rule for the batch yet. */
  requestedYear: number;
  exactYear: boolean;
  /** The batch name the rule uses for the batch asked for (本科批, 普通类第一段 …). */
  batchName: string;
};

/**
 * The rule of a batch among one year's rules: the batch named exactly; else a rule whose batch
 * has the same code (本科一批 for 本科批); else, for 本科 and 专科, a rule of batches that do not
 * split by level (山东's 常规批, 浙江's 普通类第一段 hold both).
 */
export function pickBatchRule(
  rules: readonly FillingRuleRecord[],
  batch: string | BatchCode,
): { rule: FillingRuleRecord; batchName: string } | undefined {
  if (typeof batch === 'string') {
    const named = rules.find((rule) => rule.batches.includes(batch));
    if (named) return { rule: named, batchName: batch };
  }
  const code = typeof batch === 'string' ? batchCodeOf(batch) : batch;
  for (const rule of rules) {
    const name = rule.batches.find((candidate) => batchCodeOf(candidate) === code);
    if (name !== undefined) return { rule, batchName: name };
  }
  if (code !== BATCH_CODE.undergraduate && code !== BATCH_CODE.juniorCollege) return undefined;
  const merged = rules.find(
    (rule) => rule.batches.length > 0 && rule.batches.every((name) => batchCodeOf(name) === BATCH_CODE.other),
  );
  return merged ? { rule: merged, batchName: merged.batches[0] as string } : undefined;
}

/** The linter's view of a rule. */
export function lintRuleOf(answer: FillingRuleAnswer): PlanLintRule {
  const { rule } = answer;
  return {
    provinceName: rule.provinceName,
    year: rule.year,
    batchName: answer.batchName,
    fillingMode: rule.fillingMode,
    volunteerCount: rule.volunteerCount,
    majorsPerGroup: rule.majorsPerGroup,
    allowsAdjustment: rule.allowsAdjustment,
  };
}

/** Province filling rules by year and batch; platform-wide content that every caller may read. */
export function createFillingRulesService(db: Kysely<Database>) {
  const rules = createFillingRulesRepository(db);
  return {
    /** Every rule as 志愿填报规则 (report data) lists them, with their source's quality. */
    reportRows: rules.reportRows,
    /**
     * The rule for a province, year and batch (a batch name or the spec's batch code). When the
     * year has no rule for the batch (next year's notice is not out yet), the nearest earlier
     * year's rule answers with `exactYear: false`; undefined when no year up to it has one.
     */
    async fillingRuleFor(
      provinceCode: string,
      year: number,
      batch: string | BatchCode,
    ): Promise<FillingRuleAnswer | undefined> {
      const candidates = await rules.listUpToYear(provinceCode, year);
      const years = [...new Set(candidates.map((rule) => rule.year))];
      for (const ruleYear of years) {
        const picked = pickBatchRule(
          candidates.filter((rule) => rule.year === ruleYear),
          batch,
        );
        if (picked) return { ...picked, requestedYear: year, exactYear: ruleYear === year };
      }
      return undefined;
    },
  };
}
export type FillingRulesService = ReturnType<typeof createFillingRulesService>;
