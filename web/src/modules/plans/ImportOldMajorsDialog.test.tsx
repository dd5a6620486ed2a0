import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PlanDetail, PlanImportResult, PlanRow } from '@zhihang/contract/plans/plan.schema';
import type { MajorLineRow } from '@zhihang/contract/universities/university.schema';
import { describe, expect, it, vi } from 'vitest';
import { ImportOldMajorsDialog } from './ImportOldMajorsDialog.tsx';

const line = (id: number, code: string, name: string, score: number, rank: number): MajorLineRow => ({
  id,
  plan_year: 2025,
  province_code: '320000',
  college_exam_code: '10286',
  exam_class_name: '物理类',
  exam_batch_name: '本科批',
  major_exam_code: code,
  major_name: name,
  major_plan_num: 5,
  study_year_word: '四年',
  major_low_score: score,
  major_low_ranking: rank,
  dataSource: 'official',
  track_code: 15,
  batch_code: 3,
  source_id: 's',
  source_url: '',
});
const LINES = [line(71, '080701', '电子信息工程', 640, 2100), line(72, '082801', '建筑学', 630, 2600)];

const row = (slot: number, universityId: number, collegeName: string, majors: Array<[number, string]>) =>
  ({
    slot,
    universityId,
    collegeName,
    collegeCode: String(10_000 + universityId),
    groupCode: '01',
    majors: majors.map(([enrollmentPlanId, majorName]) => ({ enrollmentPlanId, majorName, majorCode: '' })),
  }) as unknown as PlanRow;

const plan = {
  id: 9,
  provinceCode: '320000',
  year: 2026,
  trackCode: 15,
  batchCode: 3,
  years: { outcomeYears: [2025, 2024, 2023] },
  rows: [row(1, 1, '北京大学', [[501, '计算机科学与技术']])],
} as unknown as PlanDetail;

const imported: PlanImportResult = {
  plan: {
    ...plan,
    rows: [...plan.rows, row(2, 286, '东南大学', [[601, '电子信息工程']])],
  },
  warnings: [],
  matched: [{ oldId: 71, enrollmentPlanId: 601 }],
  unmatched: [{ oldId: 72, collegeName: '东南大学', majorName: '建筑学', reason: '今年该校未招收该专业' }],
};

const post = vi.fn(async (url: string, body?: unknown): Promise<unknown> => {
  void body;
  if (url === '/bdmajoryif/getMajorPlanListInfo') return LINES;
  if (url === '/stuPlan/importPlanOldMajorByIds') return imported;
  throw new Error(`unexpected ${url}`);
});
const postRevalidated = vi.fn(async () => ({
  list: [{ id: 286, collegeName: '东南大学' }],
  totalCount: 1,
  pageSize: 20,
  currPage: 1,
  totalPage: 1,
}));
vi.mock('../../base/apiClient.ts', () => ({
  apiClient: {
    post: (url: string, body?: unknown) => post(url, body),
    postRevalidated: () => postRevalidated(),
  },
}));

describe('ImportOldMajorsDialog', () => {
  it('imports the ticked majors of a searched university and lists what was added and what was not', async () => {
    const onImported = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ImportOldMajorsDialog open plan={plan} onImported={onImported} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = within(screen.getByTestId('import-old-majors'));
    const university = dialog.getByRole('combobox', { name: '院校' });
    fireEvent.change(university, { target: { value: '东南' } });
    fireEvent.mouseDown(university);
    fireEvent.click(await screen.findByTitle('东南大学', {}, { timeout: 5000 }));

    // The majors of the plan's latest outcome year, in the plan's province, track and batch.
    await waitFor(() => expect(dialog.getByText('建筑学')).toBeTruthy(), { timeout: 5000 });
    expect(post).toHaveBeenCalledWith('/bdmajoryif/getMajorPlanListInfo', {
      universityId: 286,
      provinceCode: '320000',
      planYear: 2025,
      classCode: 15,
      batchCode: 3,
    });
    const submit = screen.getByRole('button', { name: '导入所选（0）' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const [, first, second] = dialog.getAllByRole('checkbox');
    fireEvent.click(first as HTMLElement);
    fireEvent.click(second as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '导入所选（2）' }));

    await waitFor(() => expect(onImported).toHaveBeenCalledWith(imported), { timeout: 5000 });
    expect(post).toHaveBeenCalledWith('/stuPlan/importPlanOldMajorByIds', {
      id: 9,
      ids: [71, 72],
      source: 'admission',
    });
    expect(dialog.getByText('已加入方案（1）')).toBeTruthy();
    expect(
      within(dialog.getByTestId('import-matched')).getByText('电子信息工程 → 第2志愿 东南大学 电子信息工程'),
    ).toBeTruthy();
    expect(dialog.getByText('未能对应（1）')).toBeTruthy();
    expect(
      within(dialog.getByTestId('import-unmatched')).getByText('东南大学 建筑学：今年该校未招收该专业'),
    ).toBeTruthy();
  }, 20_000);
});
