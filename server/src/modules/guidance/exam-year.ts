/** China's clock: a month boundary falls at midnight in Beijing. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** September (0-based): that year's 高考 and 志愿填报 are over, so its table is due. */
const SETTLED_MONTH = 8;

/**
 * The current 高考 year of a province: the year of its latest 一分一段 table, and from September
 * on at least the calendar year (the year's 高考 is over; a missing table is then said, not
 * silently replaced by last year's).
 */
export function currentExamYear(latestTableYear: number | undefined, now: number): number {
  const china = new Date(now + CHINA_OFFSET_MS);
  const settled = china.getUTCMonth() >= SETTLED_MONTH ? china.getUTCFullYear() : china.getUTCFullYear() - 1;
  return Math.max(latestTableYear ?? settled, settled);
}
