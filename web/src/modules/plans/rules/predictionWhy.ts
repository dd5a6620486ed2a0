import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { sourceNameOf } from '@zhihang/contract/imports/source-name';
import { rankNumber } from './rankText.ts';

/**
 * The "why" of a plan row's prediction as lines of text keys and values: the student's rank
 * against the predicted cutoff, the years and level used, a published or derived starting rank,
 * the plan-count change, where the spread is calibrated, and the plan file's source. Pure.
 */
export type WhyKey =
  'fitAhead' | 'fitBehind' | 'years' | 'derived' | 'native' | 'noHistory' | 'planCounts' | 'calibration' | 'source';
export type WhyLevel = 'major' | 'group' | 'university' | 'published';
export type WhyLine = { key: WhyKey; values: Record<string, string>; level?: WhyLevel };

/** (cutoff − student) / cutoff as a signed whole percent: positive when the student is ahead of the line. */
export function rankMargin(studentRank: number, predictedRank: number): number {
  return Math.round(((predictedRank - studentRank) / predictedRank) * 100);
}

export function whyLinesOf(prediction: UnitPrediction, studentRank: number): WhyLine[] {
  const { why } = prediction;
  const lines: WhyLine[] = [];
  if (prediction.predictedRank !== null) {
    const margin = rankMargin(studentRank, prediction.predictedRank);
    lines.push({
      key: margin >= 0 ? 'fitAhead' : 'fitBehind',
      values: {
        student: rankNumber(studentRank),
        predicted: rankNumber(prediction.predictedRank),
        margin: String(Math.abs(margin)),
      },
    });
  }
  if (why.sources.length) {
    lines.push({
      key: 'years',
      values: { years: why.sources.map((source) => source.year).join('、') },
      level: why.sources[0]!.level,
    });
    lines.push({ key: why.derived ? 'derived' : 'native', values: {} });
  } else {
    lines.push({ key: 'noHistory', values: {} });
  }
  if (why.planCounts) {
    lines.push({
      key: 'planCounts',
      values: {
        year: String(why.planCounts.year),
        previous: String(why.planCounts.previous),
        current: String(why.planCounts.current),
      },
    });
  }
  if (why.calibration) lines.push({ key: 'calibration', values: { text: why.calibration } });
  if (why.dataSource) lines.push({ key: 'source', values: { source: sourceLabel(why.dataSource) } });
  return lines;
}

/** A source as a teacher reads it: a publisher's name as given, an importer's tag by its kind (官方公布 …). */
const sourceLabel = (source: string) => (/[\u4e00-\u9fff]/.test(source) ? source : sourceNameOf({ quality: source }));
