import type { UnitRow } from '../admissions/admissions.service.ts';
import type { HollandScale } from '../evaluations/student-interests.ts';

/**
 * Interest codes as a soft preference of the intelligent making. The mapping from a Holland letter
 * to 专业类 is the one the evaluation reports use: the 霍兰德 instrument's scale bridges
 * (`server/src/setup/seed/evaluations/hol.json`, stored per version), read from the definition and
 * never copied here.
 */

/** Where the code came from: the request, or the student's latest finished 霍兰德 result. */
export type InterestOrigin = { source: 'request' } | { source: 'evaluation'; resultId: number; completedAt: number };

/** The weight a unit fitting the code's first, second and third letter gets (1 is neutral). */
export const INTEREST_WEIGHTS = [1.1, 1.06, 1.03] as const;

const HOLLAND_LETTERS = 'RIASEC';

/**
 * The Holland code in a list of interest codes: the RIASEC letters of the codes made only of
 * them, in order, each once, at most three ("R", "I" → "RI"; "RIA"). Any other code (an
 * MBTI-style type always holds T or F) is not a Holland code and weighs nothing.
 */
export function hollandCodeOf(codes: readonly string[]): string | null {
  const letters: string[] = [];
  for (const code of codes) {
    const upper = code.trim().toUpperCase();
    if (!upper || [...upper].some((letter) => !HOLLAND_LETTERS.includes(letter))) continue;
    for (const letter of upper) if (!letters.includes(letter)) letters.push(letter);
  }
  return letters.length ? letters.slice(0, INTEREST_WEIGHTS.length).join('') : null;
}

export type InterestFit = { weight: number; label: string };

/** The 专业类 of a unit: the first four digits of its major code (0809 of 080901 or 080901K). */
const majorClassOf = (unit: Pick<UnitRow, 'majorCode'>) => unit.majorCode.slice(0, 4);

/**
 * How a unit fits the code: the weight of the first letter whose 专业类 hold the unit's major,
 * and the words its why says, or null when no letter does (or the code is empty).
 */
export function interestFitOf(
  code: string,
  letters: readonly HollandScale[],
  origin: InterestOrigin,
): (unit: Pick<UnitRow, 'majorCode'>) => InterestFit | null {
  const byLetter = new Map(letters.map((entry) => [entry.letter, entry]));
  const ordered = [...code].flatMap((letter, position) => {
    const entry = byLetter.get(letter);
    return entry ? [{ entry, position }] : [];
  });
  const from = origin.source === 'evaluation' ? '（最近一次霍兰德测评）' : ' ';
  return (unit) => {
    const majorClass = majorClassOf(unit);
    const found = ordered.find(({ entry }) => entry.majorClasses.includes(majorClass));
    if (!found) return null;
    const { entry, position } = found;
    return {
      weight: INTEREST_WEIGHTS[position] ?? 1,
      label: `兴趣代码 ${code}${from}的${entry.name} ${entry.letter}，专业类 ${majorClass}`,
    };
  };
}
