import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { GuidanceRecord } from '@zhihang/contract/plans/guidance.schema';
import { describe, expect, it, vi } from 'vitest';
import { ScoreForm } from './ScoreForm.tsx';

vi.mock('../students/useStudentDictionary.ts', () => ({
  useStudentDictionary: () => ({
    provinces: [{ value: '440000', label: '广东省' }],
    nameOf: (_kind: string, code: string) => code,
  }),
}));
vi.mock('../../base/apiClient.ts', () => ({ apiClient: { post: vi.fn() } }));

const record: GuidanceRecord = {
  userId: 1,
  stuId: 1,
  province: '440000',
  scoreTotal: 590,
  addScore: 0,
  scoreArray: [],
  mainSubject: '0604',
  minorSubject1: '0606',
  minorSubject2: '0607',
  guiBatch: 3,
  guiPlanId: null,
  guiPlanType: null,
  selectedEnrollmentPlanIdList: [],
  examYear: 2026,
  saved: true,
  updatedAt: 1,
};

describe('ScoreForm', () => {
  it('says when the score on screen is no longer the saved one, and when it is again', () => {
    const edited = vi.fn<(value: boolean) => void>();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ScoreForm stuId={1} record={record} tableYears={[2026, 2025]} onEditedChange={edited} />
      </QueryClientProvider>,
    );
    expect(edited).toHaveBeenLastCalledWith(false);
    const total = screen.getByRole('spinbutton', { name: '高考总分' });
    fireEvent.change(total, { target: { value: '600' } });
    expect(edited).toHaveBeenLastCalledWith(true);
    fireEvent.change(total, { target: { value: '590' } });
    expect(edited).toHaveBeenLastCalledWith(false);
  });
});
