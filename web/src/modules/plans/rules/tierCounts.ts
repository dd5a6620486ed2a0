import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanTier } from '@zhihang/contract/plans/plan-linter';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';

/** The engine's numbers of a draft, as usePlanRowPredictions answers them. */
export type RowPredictionMaps = {
  units: ReadonlyMap<number, UnitPrediction>;
  groups: ReadonlyMap<number, UnitPrediction>;
};

/** A row's tier as its 录取概率 cell shows it: the engine's where backed, else the labelled rank gap. */
export type RowTier = { tier: PlanTier | null; source: 'engine' | 'rankGap' | null; probability: number | null };

type Counts = Record<PlanTier, number>;

/** 位次阶梯's counts: the engine's tiers, the rows without a backed number and their rank-gap tiers. */
export type PlanTierSummary = { engine: Counts; insufficient: number; rankGap: Counts };

const emptyCounts = (): Counts => ({ 冲: 0, 稳: 0, 保: 0 });

/** The prediction a row's cell reads: a group slot's own line, or the unit's. */
export function rowPredictionOf(
  row: Pick<PlanRow, 'enrollmentPlanId' | 'majors' | 'missing'>,
  predictions: RowPredictionMaps | undefined,
  groupMode: boolean,
): UnitPrediction | undefined {
  if (row.missing || !predictions) return undefined;
  const id = groupMode ? row.majors[0]?.enrollmentPlanId : row.enrollmentPlanId;
  return id === undefined || id === null ? undefined : (groupMode ? predictions.groups : predictions.units).get(id);
}

export function rowTierOf(
  row: Pick<PlanRow, 'enrollmentPlanId' | 'majors' | 'missing' | 'tier'>,
  predictions: RowPredictionMaps | undefined,
  groupMode: boolean,
): RowTier {
  const prediction = rowPredictionOf(row, predictions, groupMode);
  if (prediction?.status === 'predicted' && prediction.probability !== null && prediction.tier) {
    return { tier: prediction.tier, source: 'engine', probability: prediction.probability };
  }
  return { tier: row.tier, source: row.tier ? 'rankGap' : null, probability: null };
}

/**
 * Counts 冲/稳/保 by the engine's tier (P thresholds of the admission engine) where a row has a
 * backed probability; every other row (数据不足, a unit gone, no answer) counts as 数据不足, and
 * of those the rank-gap tier is counted apart, as the rows show it labelled ("按位次差").
 */
export function planTierSummaryOf(
  rows: ReadonlyArray<Pick<PlanRow, 'enrollmentPlanId' | 'majors' | 'missing' | 'tier'>>,
  predictions: RowPredictionMaps | undefined,
  groupMode: boolean,
): PlanTierSummary {
  const summary: PlanTierSummary = { engine: emptyCounts(), insufficient: 0, rankGap: emptyCounts() };
  for (const row of rows) {
    const { tier, source } = rowTierOf(row, predictions, groupMode);
    if (source === 'engine' && tier) {
      summary.engine[tier] += 1;
      continue;
    }
    summary.insufficient += 1;
    if (tier) summary.rankGap[tier] += 1;
  }
  return summary;
}
