import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { AssignmentRow } from '@zhihang/contract/evaluations/evaluations.schemas';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EvaluationSummary } from './EvaluationSummary.tsx';

const assignment = (overrides: Partial<AssignmentRow>): AssignmentRow => ({
  id: 1,
  studentId: 5,
  studentName: '何同学',
  studentNo: '2025024',
  className: '3班',
  grade: 3,
  instrumentKey: 'hol',
  instrumentName: '霍兰德职业兴趣测评',
  status: 'completed',
  overdue: false,
  deadline: null,
  assignedAt: 1,
  startedAt: 2,
  completedAt: 3,
  remindedAt: null,
  answeredCount: 60,
  itemCount: 60,
  resultId: 11,
  resultCode: 'ARE',
  careless: null,
  demo: false,
  ...overrides,
});

const scale = (code: string, zh: string) => ({ code, name: { zh, en: zh } });

let rows: AssignmentRow[] = [];
const bodies: unknown[] = [];
const post = vi.fn(async (url: string, body?: unknown) => {
  if (url === '/evaluation/assignments/list') {
    bodies.push(body);
    return { list: rows, totalCount: rows.length };
  }
  // The 多元智能 report: its scales ranked highest first.
  return {
    ranking: ['LI', 'IA', 'BK', 'MU'],
    scales: [scale('MU', '音乐智能'), scale('BK', '身体运动智能'), scale('IA', '人际智能'), scale('LI', '语言智能')],
  };
});
vi.mock('../../base/apiClient.ts', () => ({ apiClient: { post: (url: string, body?: unknown) => post(url, body) } }));
let perms = new Set(['stu:evaluation:list']);
vi.mock('../../base/usePerm.ts', () => ({ usePerm: () => (perm: string) => perms.has(perm) }));

function renderSummary() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EvaluationSummary stuId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the evaluation summary beside the plan', () => {
  beforeEach(() => {
    post.mockClear();
    bodies.length = 0;
    perms = new Set(['stu:evaluation:list']);
  });

  it("shows the student's latest Holland code, type and strongest intelligences, each opening its report", async () => {
    rows = [
      assignment({ id: 1, resultId: 10, resultCode: 'SAE', completedAt: 1 }),
      assignment({ id: 2, resultId: 11, resultCode: 'ARE', completedAt: 5 }),
      assignment({ id: 3, instrumentKey: 'mbti', resultId: 12, resultCode: 'ENFJ' }),
      assignment({ id: 4, instrumentKey: 'intelligence', resultId: 13, resultCode: 'LI-IA' }),
    ];
    renderSummary();
    expect(await screen.findByText('语言智能、人际智能、身体运动智能')).toBeTruthy();
    expect(screen.getByText('ARE').closest('a')?.getAttribute('href')).toBe('/edu/evaluateDetail?id=11');
    expect(screen.queryByText('SAE')).toBeNull();
    expect(screen.getByText('ENFJ').closest('a')?.getAttribute('href')).toBe('/edu/evaluateDetail?id=12');
    // Only this student's finished ones are asked for; the server applies the caller's scope.
    expect(bodies[0]).toMatchObject({ studentId: 5, status: 'completed' });
  });

  it('shows nothing when the student has finished none', async () => {
    rows = [];
    const { container } = renderSummary();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(container.querySelector('[data-testid="evaluation-summary"]')).toBeNull();
  });

  it('asks nothing when the role may not read evaluations', () => {
    perms = new Set();
    const { container } = renderSummary();
    expect(post).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});
