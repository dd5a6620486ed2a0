/**
 * The one year model of a plan. A plan is for a 高考 year (the student's exam year). It uses that
 * year's plan book (招生计划) when published, else the latest earlier one (参考往年计划; the latest
 * when every book is later); that year's 一分一段 table when published, else the latest earlier
 * one, named by its year; and the
 * admission outcomes of the three latest years before the exam year that exist. Zod-free: the
 * student pages read it too.
 */
export type YearModel = {
  examYear: number;
  /** The plan book the rows come from; null when the province has none. */
  planYear: number | null;
  /** Which 一分一段 table ranks are read in; null when none up to the exam year. */
  tableYear: number | null;
  /** The outcome years the history shows, newest first (at most three, all before the exam year). */
  outcomeYears: number[];
};

/** How many outcome years a plan looks back on. */
export const OUTCOME_YEARS = 3;

/**
 * The year of the book or table a plan for the exam year uses: the exam year's, else the latest
 * earlier one; null when there is none (a later year's book or table never stands in).
 */
export function yearUpTo(years: readonly number[], examYear: number): number | null {
  const usable = years.filter((year) => year <= examYear);
  return usable.length ? Math.max(...usable) : null;
}

/** A year holding fewer rows than this share of the province's fullest year is not a plan book. */
export const PLAN_BOOK_MIN_SHARE = 0.2;

/**
 * Nor is a year naming fewer schools than this share of the schools the province admitted to in
 * its latest outcome year: a university's own plan for one province (南京理工大学 in 江苏 2026)
 * is all a province without a published book may hold, and a plan made from it names one school.
 */
export const PLAN_BOOK_MIN_SCHOOL_SHARE = 0.1;

export type PlanYearCount = { year: number; rows: number; schools?: number };

/**
 * The years that hold a province's plan book, newest first: a year with a fraction of the rows of
 * its fullest year (one school's own plan of the next year, a few schools' samples), or of the
 * schools admitted in the province (`admittedSchools`, 0 when unknown), is left out, so a plan is
 * never made from it.
 */
export function planBookYears(counts: readonly PlanYearCount[], admittedSchools = 0): number[] {
  const fullest = Math.max(0, ...counts.map((count) => count.rows));
  return counts
    .filter((count) => count.rows > 0 && count.rows >= fullest * PLAN_BOOK_MIN_SHARE)
    .filter(
      (count) =>
        count.schools === undefined ||
        admittedSchools === 0 ||
        count.schools >= admittedSchools * PLAN_BOOK_MIN_SCHOOL_SHARE,
    )
    .map((count) => count.year)
    .sort((left, right) => right - left);
}

/**
 * The plan book a plan for the exam year draws from: that year's, else the latest earlier one,
 * else (an exam year before every published book) the latest one; either way marked 参考往年计划
 * when it is not the exam year's. Unlike a rank table, a later book still names real units.
 */
export function planBookYear(years: readonly number[], examYear: number): number | null {
  return yearUpTo(years, examYear) ?? (years.length ? Math.max(...years) : null);
}

/** The outcome years a plan of the exam year shows: the three latest before it, newest first. */
export function outcomeYearsBefore(years: readonly number[], examYear: number): number[] {
  return [...new Set(years)]
    .filter((year) => year < examYear)
    .sort((left, right) => right - left)
    .slice(0, OUTCOME_YEARS);
}

/** Whether the plan book is an earlier year's, used for lack of the exam year's. */
export const isReferencePlan = (model: Pick<YearModel, 'examYear' | 'planYear'>) =>
  model.planYear !== null && model.planYear !== model.examYear;

/** 计划 2026 · 位次 2026 表 · 录取 2023–2025, with 参考往年计划 where the book is an earlier year's. */
export function yearModelLabel(model: YearModel): string {
  const plan =
    model.planYear === null
      ? '计划 暂无'
      : isReferencePlan(model)
        ? `计划 ${model.planYear}（参考往年计划）`
        : `计划 ${model.planYear}`;
  const table = model.tableYear === null ? '位次 暂无一分一段表' : `位次 ${model.tableYear} 表`;
  const years = [...model.outcomeYears].sort((left, right) => left - right);
  const outcomes =
    years.length === 0
      ? '录取 暂无往年数据'
      : years.length === 1
        ? `录取 ${years[0]}`
        : isConsecutive(years)
          ? `录取 ${years[0]}–${years[years.length - 1]}`
          : `录取 ${years.join('、')}`;
  return [plan, table, outcomes].join(' · ');
}

/** The model as the API answers it (yearModelSchema): with its reference flag and its words. */
export function yearModelView(model: YearModel) {
  return { ...model, referencePlan: isReferencePlan(model), label: yearModelLabel(model) };
}

const isConsecutive = (years: readonly number[]) =>
  years.every((year, index) => index === 0 || year === years[index - 1]! + 1);
