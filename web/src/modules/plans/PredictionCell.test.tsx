import type { UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PredictionCell } from './PredictionCell.tsx';

const why = {
  sources: [{ year: 2025, level: 'major' as const, rank: 2296, derived: false }],
  fromYear: 2025,
  derived: false,
  shiftFactor: 1,
  dataSource: '',
  text: '以 2025 年专业最低位次 2296 为起点，得预测位次 2230。',
};

const predicted: UnitPrediction = {
  unitId: 7,
  status: 'predicted',
  level: 'major',
  predictedRank: 2230,
  interval80: { low: 1900, high: 2650 },
  probability: 0.634,
  tier: '稳',
  confidence: '中',
  why,
};

const insufficient: UnitPrediction = {
  ...predicted,
  status: '数据不足',
  predictedRank: null,
  interval80: null,
  probability: null,
  tier: null,
  confidence: null,
  why: { ...why, text: '无历史录取位次，数据不足。' },
};

describe('PredictionCell', () => {
  it('shows the engine’s chance in whole percent with its tier and confidence', () => {
    render(<PredictionCell prediction={predicted} loading={false} fallbackTier="冲" />);
    const cell = screen.getByTestId('unit-prediction');
    expect(cell.textContent).toBe('稳63%可信度 中');
  });

  it('shows 数据不足 without a number where the engine gives none', () => {
    render(<PredictionCell prediction={insufficient} loading={false} fallbackTier="保" />);
    expect(screen.getByTestId('unit-prediction').textContent).toBe('数据不足');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('falls back to the rank-gap tier only when the engine did not answer', () => {
    render(<PredictionCell prediction={undefined} loading={false} fallbackTier="保" />);
    expect(screen.queryByTestId('unit-prediction')).toBeNull();
    expect(screen.getByText('保')).toBeTruthy();
  });
});
