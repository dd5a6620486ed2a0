import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { EnrollmentMajorListBody } from '@zhihang/contract/enrollment/enrollment.schema';
import { describe, expect, it, vi } from 'vitest';
import { useSubjectCoverage } from './useSubjectCoverage.ts';

/**
 * A province's 本科批 majors as the plan search holds them: the subjects each requires (null: no
 * source gives the requirement). 物理类 has one major of each kind; 历史类 has none known.
 */
const MAJORS: Array<{ track: number; requires: string[] | null }> = [
  { track: TRACK_CODE.physics, requires: ['0604', '0606'] },
  { track: TRACK_CODE.physics, requires: ['0604', '0607'] },
  { track: TRACK_CODE.physics, requires: ['0604'] },
  { track: TRACK_CODE.physics, requires: [] },
  { track: TRACK_CODE.physics, requires: null },
  { track: TRACK_CODE.history, requires: null },
  { track: TRACK_CODE.history, requires: null },
];

/** The search's count for a body: its track, its 选科 fit and the known / unknown flag, as the server filters. */
const enrollmentMajors = vi.fn(async (body: EnrollmentMajorListBody) => ({
  totalCount: MAJORS.filter(
    (major) =>
      major.track === body.classCode &&
      (body.subjectKnown === undefined || body.subjectKnown === (major.requires !== null)) &&
      (body.subjects === undefined || (major.requires ?? []).every((code) => body.subjects?.includes(code))),
  ).length,
}));
vi.mock('../knowledge/knowledge.api.ts', () => ({
  knowledgeApi: { enrollmentMajors: (body: EnrollmentMajorListBody) => enrollmentMajors(body) },
}));

function CoverageFigures() {
  const coverage = useSubjectCoverage('440000', 2025, '3+1+2');
  return (
    <ul>
      <li aria-label="total">{coverage.total ?? ''}</li>
      <li aria-label="unknown">{coverage.unknown ?? ''}</li>
      {coverage.rows.map((row) => (
        <li key={row.choice.key} aria-label={row.choice.key}>
          {row.requirementUnknown ? 'unknown' : (row.count ?? '')}
        </li>
      ))}
    </ul>
  );
}

describe('useSubjectCoverage', () => {
  it('counts each combination by its own subjects, and the majors of unknown requirement apart', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CoverageFigures />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('total').textContent).toBe('7'));
    await waitFor(() => expect(screen.getByLabelText('0604-0606-0607').textContent).not.toBe(''));
    expect(screen.getByLabelText('unknown').textContent).toBe('3');
    // 物化生 fits all four known 物理类 majors, 物化政 three, 物政地 two: the figure follows the combination.
    expect(screen.getByLabelText('0604-0606-0607').textContent).toBe('4');
    expect(screen.getByLabelText('0604-0606-0608').textContent).toBe('3');
    expect(screen.getByLabelText('0604-0607-0609').textContent).toBe('3');
    expect(screen.getByLabelText('0604-0608-0609').textContent).toBe('2');
    // No 历史类 major has a known requirement: no combination of it gets a figure that says nothing.
    expect(screen.getByLabelText('0605-0606-0607').textContent).toBe('unknown');
  });
});
