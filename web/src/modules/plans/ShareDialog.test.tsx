import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PlanShareMessage } from '@zhihang/contract/plans/plan.schema';
import { describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './ShareDialog.tsx';

const URL_ON_SCHOOL_HOST = 'https://school2.example.cn/stu/enroll/trace/report?shareId=abc';

function buildShareMessage(overrides: Partial<PlanShareMessage> = {}): PlanShareMessage {
  return {
    planId: 7,
    shared: true,
    shareId: 'abc',
    accessCode: '123456',
    link: '/stu/enroll/trace/report?shareId=abc',
    url: URL_ON_SCHOOL_HOST,
    codeLocked: false,
    expiresAt: Date.UTC(2026, 3, 9),
    revoked: false,
    sharedAt: Date.UTC(2026, 2, 10),
    message: `李四同学的志愿方案「稳妥方案」已分享，请打开 ${URL_ON_SCHOOL_HOST} 并输入访问码 123456 查看（2026-04-09 前有效）。`,
    ...overrides,
  };
}

const post = vi.fn<(url: string, body: unknown) => Promise<PlanShareMessage>>();
vi.mock('../../base/apiClient.ts', () => ({
  apiClient: { post: (url: string, body: unknown) => post(url, body) },
}));

function renderDialog(message: PlanShareMessage) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShareDialog message={message} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('ShareDialog', () => {
  it('shows the full address the server built on the school’s host, not the page’s own', () => {
    renderDialog(buildShareMessage());
    expect(screen.getByTestId('share-link').textContent).toBe(URL_ON_SCHOOL_HOST);
    expect(
      screen.getByText(/请打开 https:\/\/school2\.example\.cn\/stu\/enroll\/trace\/report\?shareId=abc/),
    ).toBeTruthy();
    expect(screen.queryByText('生成新访问码')).toBeNull();
  });

  it('offers a new code for a link that took too many wrong codes, and shows the new one', async () => {
    post.mockResolvedValueOnce(buildShareMessage({ accessCode: '654321', message: '新消息 654321' }));
    renderDialog(buildShareMessage({ codeLocked: true }));
    expect(screen.getByText(/访问码输错次数过多，此链接已停止接受访问码/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '生成新访问码' }));

    expect(await screen.findByText('654321')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/stuPlan/sharePlan', { id: 7 });
    expect(screen.getByText('新消息 654321')).toBeTruthy();
    expect(screen.queryByText(/访问码输错次数过多/)).toBeNull();
  });
});
