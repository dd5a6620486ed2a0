import { median } from './cutoff-model.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';
import type { UnitHistory } from './unit-history.ts';

/**
 * The trend of a 专业类 in a province: hot and cold fields drift for years (计算机类 up, 土木类 down),
 * beyond the province's common move. A year's drift of a class is the median log change of its
 * majors' lines from the year before, less the median change of every major of the province; a
 * fitted share γ of the drift into the last known year carries on into the next.
 */

/** Majors of a class (in a province and year) that make its drift; fewer say nothing. */
export const MIN_CLASS_UNITS = 8;
/** At most this share of a class's drift carries on (as the unit's own drift's β). */
export const MAX_CLASS_TREND = 0.6;

/** `provinceCode|majorClass|year` → the class's drift into that year (log ratio). */
export type ClassDrifts = ReadonlyMap<string, number>;

export const classDriftKey = (provinceCode: string, majorClass: string, year: number) =>
  `${provinceCode}|${majorClass}|${year}`;

/** Each class's drift per province and year, from the histories' year-to-year changes. */
export function classDrifts(histories: Iterable<UnitHistory>): Map<string, number> {
  const province = new Map<string, number[]>();
  const byClass = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const history of histories) {
    const byYear = new Map(history.observations.map((entry) => [entry.year, entry.rank]));
    for (const entry of history.observations) {
      const previous = byYear.get(entry.year - 1);
      // A first reformed year's change is one of tracks, not of fields.
      if (previous === undefined || isFirstReformedYear(history.provinceCode, entry.year)) continue;
      const change = Math.log(entry.rank / previous);
      add(province, `${history.provinceCode}|${entry.year}`, change);
      if (history.majorClass) add(byClass, classDriftKey(history.provinceCode, history.majorClass, entry.year), change);
    }
  }
  const drifts = new Map<string, number>();
  for (const [key, changes] of byClass) {
    if (changes.length < MIN_CLASS_UNITS) continue;
    const [provinceCode, , year] = key.split('|');
    drifts.set(key, median(changes) - median(province.get(`${provinceCode}|${year}`)!));
  }
  return drifts;
}

/** The drift of a history's class into `year`, where its class has one. */
export function classDriftOf(
  drifts: ClassDrifts,
  history: Pick<UnitHistory, 'provinceCode' | 'majorClass'>,
  year: number,
) {
  return history.majorClass ? drifts.get(classDriftKey(history.provinceCode, history.majorClass, year)) : undefined;
}

/**
 * γ: the least-squares share of a class's drift into the last known year that the next year's
 * error repeats, over the training year's majors (errors centred on their median: the year's
 * common miss is the shift's, not the class's), within [0, MAX_CLASS_TREND].
 */
export function fitClassTrend(samples: ReadonlyArray<{ drift: number; error: number }>): number {
  if (samples.length < MIN_CLASS_UNITS) return 0;
  const centre = median(samples.map((sample) => sample.error));
  let numerator = 0;
  let denominator = 0;
  for (const { drift, error } of samples) {
    numerator += drift * (error - centre);
    denominator += drift * drift;
  }
  if (denominator <= 0) return 0;
  return Math.min(MAX_CLASS_TREND, Math.max(0, numerator / denominator));
}
