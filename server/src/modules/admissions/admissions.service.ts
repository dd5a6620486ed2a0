import type { PlanCoverage } from '@zhihang/contract/imports/import-report.schema';
import type { Kysely } from 'kysely';
import { FILLING_RULE_REFERENCE } from '../../db/seed/filling-rules/filling-rules.data.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { provinceCodeOf, provinceNameOf } from '../system/area-names.ts';
import { joinPlanHistory } from './plan-history-join.ts';
import { BATCH_TABLES, createPlanHistoryRefreshRepository } from './plan-history-refresh.repository.ts';
import { createAdmissionHistoryRepository } from './admission-history.repository.ts';
import { createEnrollmentPlansRepository } from './enrollment-plans.repository.ts';
import { createPlanHistoryRepository, type PlanHistoryYear } from './plan-history.repository.ts';
import { provinceBatchOf } from './province-batches.ts';

export type { PlanHistoryYear } from './plan-history.repository.ts';
export type { PlanFilter, ScoreBandRow } from './enrollment-plans.repository.ts';

/** Which provinces the history join runs for: all, named ones, or those with rows in the named import files. */
export type PlanHistoryScope = { all: true } | { provinceCodes: string[] } | { fileNames: string[] };

/** The batches of the shipped filling rules per province and year, for databases that have not loaded them. */
function referenceBatches(provinceCode: string): Map<number, string[]> {
  const byYear = new Map<number, string[]>();
  for (const rule of FILLING_RULE_REFERENCE) {
    if (provinceCodeOf(rule.province) !== provinceCode) continue;
    byYear.set(rule.year, [...(byYear.get(rule.year) ?? []), ...rule.batches]);
  }
  return byYear;
}

/** The batches of the year's rules, else of the nearest earlier year, else of the nearest later one. */
function batchesOfYear(byYear: Map<number, string[]>, year: number): string[] {
  const years = [...byYear.keys()].sort((left, right) => right - left);
  const chosen = years.find((candidate) => candidate <= year) ?? years[years.length - 1];
  return chosen === undefined ? [] : (byYear.get(chosen) ?? []);
}

/**
 * The one home of admissions data access (一分一段, control lines, admission history, enrollment
 * plans and their history): other modules call this service, never the repositories.
 */
export function createAdmissionsService({ db }: { db: Kysely<Database> }) {
  const planHistory = createPlanHistoryRepository(db);
  const enrollmentPlans = createEnrollmentPlansRepository(db);
  const admissionHistory = createAdmissionHistoryRepository(db);

  /** Maps every published batch name of the province's plan and admission rows to its batches. */
  async function normaliseBatches(trx: Kysely<Database>, provinceCode: string): Promise<void> {
    const refresh = createPlanHistoryRefreshRepository(trx);
    const ruleRows = await refresh.ruleBatches(provinceCode);
    const byYear = ruleRows.length ? new Map<number, string[]>() : referenceBatches(provinceCode);
    for (const rule of ruleRows) {
      byYear.set(rule.year, [...(byYear.get(rule.year) ?? []), ...rule.batches.split('|').filter(Boolean)]);
    }
    for (const table of BATCH_TABLES) {
      for (const row of await refresh.batchNames(table, provinceCode)) {
        const batch = provinceBatchOf(row.batch_name, batchesOfYear(byYear, row.year));
        const unchanged =
          batch.code === row.batch_code &&
          batch.name === row.province_batch &&
          batch.fromTitle === row.batch_from_title;
        if (unchanged) continue;
        await refresh.setProvinceBatch(table, { provinceCode, year: row.year, batchName: row.batch_name }, batch);
      }
    }
  }

  return {
    /** The rows of one published 一分一段 table (province/year/track, first category unless named), high to low. */
    scoreTable: enrollmentPlans.scoreTable,
    /** A page of enrollment plan rows matching the filter, with their group's plan total. */
    planPage: enrollmentPlans.plans,
    /** Province, year, track, batch, school and group of one plan row. */
    planScope: enrollmentPlans.planScope,
    /** A page of college × 专业组 rows of the filtered plans. */
    planSchoolPage: enrollmentPlans.schools,
    /** Years, tracks and batches that have plans in a province. */
    planSearchOptions: enrollmentPlans.searchOptions,
    /** A page of the universities whose plans carry a major, with their latest plan year. */
    offeringUniversities: enrollmentPlans.offeringUniversities,
    /** Provinces with school or major admission rows of a university, most rows first. */
    provincesWithData: admissionHistory.provincesWithData,
    /** A university's school lines in a province (500 rows at most). */
    universityLines: admissionHistory.universityPlanRows,
    /** A university's major lines in a province (1,000 rows at most). */
    majorLines: admissionHistory.majorPlanRows,

    /**
     * Each plan row's history in the three years before its own, newest first; every asked id
     * that exists is a key (an empty list when nothing is known), unknown ids are left out.
     */
    async planHistory(planIds: number[]): Promise<Map<number, PlanHistoryYear[]>> {
      return planHistory.historyOf([...new Set(planIds)]);
    },

    /**
     * After an import (and the demo data): normalises the batch names of the provinces' plan and
     * admission rows, joins every plan row to its unit's admissions of the three years before,
     * fills prev_* from the year before, and answers the coverage per province-year. Idempotent;
     * one transaction per province.
     */
    async refreshPlanHistory(scope: PlanHistoryScope): Promise<PlanCoverage[]> {
      const refresh = createPlanHistoryRefreshRepository(db);
      const provinceCodes =
        'provinceCodes' in scope
          ? scope.provinceCodes
          : await refresh.provincesOfFiles('all' in scope ? 'all' : await refresh.fileIdsNamed(scope.fileNames));
      const coverage: PlanCoverage[] = [];
      for (const provinceCode of provinceCodes) {
        const figures = await withTransaction(db, async (trx) => {
          await normaliseBatches(trx, provinceCode);
          const repository = createPlanHistoryRefreshRepository(trx);
          const plans = await repository.planRows(provinceCode);
          if (plans.length === 0) return [];
          const admissions = await repository.admissionRows(provinceCode, plans);
          const joined = joinPlanHistory(plans, admissions);
          await repository.replaceHistory(provinceCode, joined.history);
          return joined.coverage.map((year) => ({
            provinceCode,
            provinceName: provinceNameOf(provinceCode) ?? provinceCode,
            linkedRows: plans.filter((plan) => plan.year === year.year && plan.majorId !== null).length,
            ...year,
          }));
        });
        coverage.push(...figures);
      }
      return coverage;
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
