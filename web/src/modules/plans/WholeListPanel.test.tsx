import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { PlanSimulation } from '@zhihang/contract/admission/admission-predict.schema';
import { describe, expect, it, vi } from 'vitest';
import { WholeListPanel } from './WholeListPanel.tsx';

const simulation: PlanSimulation = {
  planId: 5,
  studentRank: 1100,
  draws: 10_000,
  commonShare: 0.3,
  admitted: 0.962,
  withdrawn: 0.031,
  unplaced: 0.007,
  adjusted: 0.12,
  slots: [
    {
      slot: 1,
      label: '北京大学 01组',
      insufficientData: false,
      admitted: 0.2,
      adjusted: 0,
      withdrawn: 0.031,
      worstCaseMajor: null,
      unpredictedMajorIds: [],
    },
    {
      slot: 2,
      label: '东南大学 03组',
      insufficientData: false,
      admitted: 0.762,
      adjusted: 0.12,
      withdrawn: 0,
      worstCaseMajor: { id: 9, name: '材料科学与工程', predictedRank: 2600 },
      unpredictedMajorIds: [],
    },
    {
      slot: 3,
      label: '新建学院 01组',
      insufficientData: true,
      admitted: 0,
      adjusted: 0,
      withdrawn: 0,
      worstCaseMajor: null,
      unpredictedMajorIds: [],
    },
  ],
  skippedSlots: [3],
  wastedRank: { median: 0.42, p90: 0.9, medianPlaces: 462 },
  worstCaseAdjustment: { slot: 2, id: 9, name: '材料科学与工程', predictedRank: 2600, probability: 0.12 },
};

const post = vi.fn<(url: string) => Promise<PlanSimulation>>(async () => simulation);
vi.mock('../../base/apiClient.ts', () => ({ apiClient: { post: (url: string) => post(url) } }));

function renderPanel(planId: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WholeListPanel planId={planId} updatedAt={1} />
    </QueryClientProvider>,
  );
}

describe('WholeListPanel', () => {
  it('shows the saved plan’s chances, 退档, wasted rank, the 调剂 major and the slots without data', async () => {
    renderPanel(5);
    expect(await screen.findByText('被录取 96%')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/admission/simulatePlan/5');
    expect(screen.getByText('退档 3%')).toBeTruthy();
    expect(screen.getByText('未被投档 <1%')).toBeTruthy();
    expect(screen.getByText('位次浪费（中位）：录取线比学生位次低 42%，约 462 名')).toBeTruthy();
    expect(screen.getByText('最可能调剂：第 2 志愿，最差可能调到 材料科学与工程（12%）')).toBeTruthy();
    expect(screen.getByText('第 3 志愿数据不足，模拟时视为不能录取')).toBeTruthy();
    // Two slots, 退档 and not placed: four pieces of the strip, as wide as their shares.
    const strip = screen.getByRole('img', { name: '各志愿录取概率分布' });
    expect([...strip.children].map((piece) => (piece as HTMLElement).style.width)).toEqual([
      '20.00%',
      '76.20%',
      '3.10%',
      '0.70%',
    ]);
  });

  it('says 数据不足 and why, never a red 0 %, when no slot has a number', async () => {
    post.mockImplementationOnce(async () => ({
      ...simulation,
      admitted: 0,
      unplaced: 1,
      withdrawn: 0,
      adjusted: 0,
      slots: simulation.slots.map((slot) => ({ ...slot, insufficientData: true, admitted: 0 })),
      skippedSlots: [1, 2, 3],
      wastedRank: null,
      worstCaseAdjustment: null,
    }));
    renderPanel(6);
    expect(await screen.findByText('数据不足')).toBeTruthy();
    expect(screen.getByText(/方案中没有一个志愿有录取概率/)).toBeTruthy();
    expect(screen.queryByText(/被录取 0%/)).toBeNull();
    expect(screen.queryByText(/未被投档/)).toBeNull();
  });

  it('asks for a saved plan before simulating', () => {
    post.mockClear();
    renderPanel(null);
    expect(screen.getByText('保存方案后显示整表模拟')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
