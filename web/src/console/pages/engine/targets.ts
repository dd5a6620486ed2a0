import type { BacktestFigureRow } from '@zhihang/contract/admission/backtest-figures.schema';

/** The targets on the pooled provinces (outside their first reformed year), per level. */
const WITHIN_10_TARGET = { major: 0.72, group: 0.65, university: 0.68 } as const;
const WITHIN_20_TARGET = 0.89;
const ECE_TARGET = 0.025;
const COVERAGE_TARGET = { low: 0.78, high: 0.82 };

export type TargetCheck = { name: string; value: string; goal: string; met: boolean };

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Which targets the pooled row meets; a figure that could not be measured is not listed. */
export function targetChecks(level: keyof typeof WITHIN_10_TARGET, pooled: BacktestFigureRow): TargetCheck[] {
  const { within10, within20, ece, coverage80 } = pooled.scores.engine;
  const checks: TargetCheck[] = [];
  if (within10 !== null) {
    const goal = WITHIN_10_TARGET[level];
    checks.push({ name: '±10 %', value: percent(within10), goal: `≥ ${percent(goal)}`, met: within10 >= goal });
  }
  if (within20 !== null) {
    checks.push({
      name: '±20 %',
      value: percent(within20),
      goal: `≥ ${percent(WITHIN_20_TARGET)}`,
      met: within20 >= WITHIN_20_TARGET,
    });
  }
  if (ece !== null)
    checks.push({ name: 'ECE', value: ece.toFixed(3), goal: `≤ ${ECE_TARGET}`, met: ece <= ECE_TARGET });
  if (coverage80 !== null) {
    checks.push({
      name: '80 % 区间覆盖',
      value: percent(coverage80),
      goal: `${percent(COVERAGE_TARGET.low)}–${percent(COVERAGE_TARGET.high)}`,
      met: coverage80 >= COVERAGE_TARGET.low && coverage80 <= COVERAGE_TARGET.high,
    });
  }
  return checks;
}
