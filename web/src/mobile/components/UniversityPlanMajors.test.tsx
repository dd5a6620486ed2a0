import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { EnrollmentMajorListBody, EnrollmentPlanRow } from '@zhihang/contract/enrollment/enrollment.schema';
import { describe, expect, it, vi } from 'vitest';
import { UniversityPlanMajors } from './UniversityPlanMajors.tsx';

/** A plan row of the university as the search answers it. */
const row = (id: number, fields: Partial<EnrollmentPlanRow>) =>
  ({
    id,
    trackName: '物理类',
    batchName: '国家专项本科',
    groupCode: '001',
    majorExamCode: '01',
    major: '城乡规划',
    majorPlanNum: 1,
    dataSource: 'open-data',
    ...fields,
  }) as EnrollmentPlanRow;

/** 安徽's book prints each row twice (group 003 and 3); 广东's lists a major in two groups. */
const PLANS: Record<string, EnrollmentPlanRow[]> = {
  '340000': [
    row(1, { groupCode: '003', majorExamCode: '04', major: '社会学类' }),
    row(2, { groupCode: '3', majorExamCode: '04', major: '社会学类' }),
  ],
  '440000': [
    row(3, { batchName: '本科批', groupCode: '201', major: '计算机类', majorPlanNum: 4 }),
    row(4, { batchName: '本科批', groupCode: '202', major: '数学类', majorPlanNum: 2 }),
    row(5, { batchName: '本科批', groupCode: '202', majorExamCode: '03', major: '计算机类', majorPlanNum: 1 }),
  ],
};

const asked: EnrollmentMajorListBody[] = [];
vi.mock('../knowledge/mobileKnowledgeApi.ts', () => ({
  mobileKnowledgeApi: {
    // The scope lists 安徽 first: its plan is the newest and the largest.
    universityDataScope: async () => ({
      scoreProvinces: [],
      planProvinces: [
        { provinceCode: '340000', latestYear: 2026, rows: 44 },
        { provinceCode: '440000', latestYear: 2025, rows: 3 },
      ],
    }),
    enrollmentMajors: async (body: EnrollmentMajorListBody) => {
      asked.push(body);
      const list = PLANS[body.provinceCode] ?? [];
      return { list, totalCount: list.length, totalPage: 1, currPage: 1, pageSize: body.limit };
    },
  },
}));
const homeProvince = vi.fn(async () => ({ provinceCode: '440000' as string | null }));
vi.mock('../studentAccountApi.ts', () => ({ studentAccountApi: { homeProvince: () => homeProvince() } }));

function renderMajors() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UniversityPlanMajors universityId={7} />
    </QueryClientProvider>,
  );
}

const majorCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((line) => line.querySelector('td')?.textContent);

describe('UniversityPlanMajors (专业设置 on the phone)', () => {
  it("opens on the student's own province and lists each major once per track, its places added", async () => {
    asked.length = 0;
    renderMajors();
    expect(await screen.findByRole('table', { name: '广东 2025 年招生专业' })).toBeTruthy();
    expect(asked.map((body) => body.provinceCode)).toEqual(['440000']);
    expect(majorCells()).toEqual(['计算机类', '数学类']);
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('5');
  });

  it('lists a row its book prints twice once, where the student has no province of their own', async () => {
    homeProvince.mockResolvedValueOnce({ provinceCode: null });
    renderMajors();
    expect(await screen.findByRole('table', { name: '安徽 2026 年招生专业' })).toBeTruthy();
    expect(majorCells()).toEqual(['社会学类']);
  });
});
