import type { BacktestFigures } from '@zhihang/contract/admission/backtest-figures.schema';
import figures from './backtest-figures.json' with { type: 'json' };

/**
 * The backtest figures `npm run backtest` wrote and the repository publishes: bundled with the
 * server (they change with the model, not with a school's data), so the 数据说明 page shows the
 * figures of the code that answers.
 */
export const publishedBacktestFigures = figures as unknown as BacktestFigures;
