import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankGapNote, TierCounts } from './PlanTierPanel.tsx';

const summary = {
  engine: { 冲: 2, 稳: 5, 保: 7 },
  insufficient: 3,
  rankGap: { 冲: 0, 稳: 1, 保: 1 },
};

describe('位次阶梯 counts', () => {
  it('shows 冲/稳/保 by the engine and 数据不足 as its own count', () => {
    render(<TierCounts summary={summary} loading={false} />);
    const counts = screen.getByTestId('tier-counts');
    expect(counts.textContent).toBe('冲 2稳 5保 7数据不足 3');
  });

  it('labels the rank-gap tiers of the 数据不足 rows as such, and says nothing when there are none', () => {
    const { container } = render(<RankGapNote summary={summary} />);
    expect(screen.getByTestId('tier-counts-rank-gap').textContent).toBe('数据不足中按位次差：冲 0 · 稳 1 · 保 1');
    container.remove();
    render(<RankGapNote summary={{ ...summary, rankGap: { 冲: 0, 稳: 0, 保: 0 } }} />);
    expect(screen.queryByTestId('tier-counts-rank-gap')).toBeNull();
  });
});
