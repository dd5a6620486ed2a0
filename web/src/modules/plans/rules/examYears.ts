/**
 * The 高考 years a teacher may pick: every year with a 一分一段 table, the record's own year, and
 * this calendar year and the next (a 高三 student's, before its table exists). Newest first.
 */
export function examYearOptionsOf(tableYears: readonly number[], recordYear: number, now = new Date()): number[] {
  const calendarYear = now.getFullYear();
  return [...new Set([...tableYears, recordYear, calendarYear, calendarYear + 1])].sort((left, right) => right - left);
}
