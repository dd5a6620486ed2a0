import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanRowPrediction } from './PlanRowPrediction.tsx';

const predicted: UnitPrediction = {
  unitId: 7,
  status: 'predicted',
  level: 'major',
  predictedRank: 2230,
  interval80: { low: 1900, high: 2650 },
  probability: 0.634,
  tier: '稳',
  confidence: '中',
  why: {
    sources: [
      { year: 2025, level: 'major', rank: 2296, derived: false },
      { year: 2024, level: 'major', rank: 2400, derived: false },
    ],
    fromYear: 2025,
    derived: false,
    shiftFactor: 1,
    dataSource: '江苏省教育考试院',
    text: '以 2025 年专业最低位次 2296 为起点，得预测位次 2230。',
    planCounts: { year: 2025, previous: 40, current: 45 },
    calibration: '该单位 1 个往年预测误差，向同省同科类相近位次的专业（可比单位）收缩',
  },
};

const insufficient: UnitPrediction = {
  ...predicted,
  status: '数据不足',
  level: null,
  predictedRank: null,
  interval80: null,
  probability: null,
  tier: null,
  confidence: null,
  why: { ...predicted.why, sources: [], text: '数据不足：该招生计划没有可比的往年录取位次' },
};

describe('a plan row’s engine numbers', () => {
  it('shows the chance, tier, confidence and 80 % interval, and the why behind its button', async () => {
    render(<PlanRowPrediction prediction={predicted} loading={false} studentRank={2000} fallbackTier="冲" />);
    const cell = screen.getByTestId('plan-row-prediction');
    expect(cell.textContent).toContain('稳63%可信度 中80% 区间 1,900 – 2,650');
    expect(cell.textContent).not.toContain('按位次差');
    fireEvent.click(screen.getByRole('button', { name: /依\s*据/ }));
    const why = await screen.findByTestId('prediction-why');
    expect(why.textContent).toContain('学生位次 2,000，预测最低位次 2,230：比预测线靠前 10%');
    expect(why.textContent).toContain('用了 2025、2024 年的专业录取位次');
    expect(why.textContent).toContain('起点位次为公布的最低位次');
    expect(why.textContent).toContain('计划数 2025 年 40 → 今年 45');
    expect(why.textContent).toContain('波动校准：该单位 1 个往年预测误差');
    expect(why.textContent).toContain('数据来源：江苏省教育考试院');
  });

  it('says 数据不足 with its reason and the rank-gap tier labelled, never a number', () => {
    render(<PlanRowPrediction prediction={insufficient} loading={false} studentRank={2000} fallbackTier="稳" />);
    const cell = screen.getByTestId('plan-row-prediction');
    expect(cell.textContent).toContain('数据不足按位次差：稳该招生计划没有可比的往年录取位次');
    expect(cell.textContent).not.toMatch(/\d+%/);
  });

  it('falls back to the labelled rank-gap tier only when the engine did not answer', () => {
    render(<PlanRowPrediction prediction={undefined} loading={false} studentRank={2000} fallbackTier="保" />);
    expect(screen.getByTestId('plan-row-prediction').textContent).toContain('按位次差：保');
  });
});
