import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PlanDetail, PlanRow, PlanRowInput, PlanSaved } from '@zhihang/contract/plans/plan.schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../base/ApiError.ts';
import { PlanConflictDialog } from './PlanConflictDialog.tsx';
import { planKeys } from './planKeys.ts';
import { usePlanSave, type PlanSaveRequest } from './usePlanSave.ts';

const CONFLICT = '方案已被 张老师 于 11-28 14:03 修改，请刷新后再保存';

const save = vi.fn<(id: number, rows: PlanRowInput[], version: number) => Promise<PlanSaved>>();
const planInfo = vi.fn<(id: number) => Promise<PlanDetail>>();
// 保存成功 as an antd message would close itself 3 s later, after the file's DOM environment is gone.
vi.mock('../../base/feedback.ts', () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => () => undefined) },
}));
vi.mock('./plans.api.ts', () => ({
  plansApi: {
    save: (id: number, rows: PlanRowInput[], version: number) => save(id, rows, version),
    planInfo: (id: number) => planInfo(id),
  },
}));

/** The plan as the page loaded it (version 3), and the draft's one group. */
const loaded = { id: 5, stuId: 7, fillingMode: '院校专业组', version: 3 } as PlanDetail;
const draft = [
  { collegeCode: '10001', groupCode: '01', majors: [{ enrollmentPlanId: 11 }], obeysAdjustment: true },
] as PlanRow[];
const sentRows: PlanRowInput[] = [{ collegeCode: '10001', groupCode: '01', majorIds: [11], obeysAdjustment: true }];

function SaveHarness({ request, clearDraft }: { request: PlanSaveRequest; clearDraft: () => void }) {
  const saving = usePlanSave(7, clearDraft);
  return (
    <>
      <button type="button" onClick={() => void saving.save(request).catch(() => undefined)}>
        save
      </button>
      <output aria-label="conflict">{saving.conflict?.message ?? ''}</output>
      <PlanConflictDialog
        message={saving.conflict?.message ?? null}
        onReload={saving.reload}
        onOverwrite={saving.overwrite}
        onClose={saving.dismiss}
      />
    </>
  );
}

function renderSave() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const clearDraft = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <SaveHarness request={{ plan: loaded, rows: draft, version: loaded.version }} clearDraft={clearDraft} />
    </QueryClientProvider>,
  );
  return { clearDraft, invalidated };
}

describe('usePlanSave with PlanConflictDialog', () => {
  beforeEach(() => {
    save.mockReset();
    planInfo.mockReset();
    // The plan was saved in another tab: version 4 on the server.
    save.mockRejectedValueOnce(new ApiError(409, CONFLICT));
    planInfo.mockResolvedValue({ ...loaded, version: 4 });
  });

  it('sends the version the draft was edited from and asks what to do when the plan was saved meanwhile', async () => {
    const { clearDraft } = renderSave();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(CONFLICT);
    expect(screen.getByLabelText('conflict').textContent).toBe(CONFLICT);
    expect(save).toHaveBeenCalledWith(5, sentRows, 3);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '覆盖保存' })).toBeTruthy();
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('覆盖保存 sends the same rows again on the version the plan has now', async () => {
    const saved = { plan: { ...loaded, version: 5 }, warnings: [] } as PlanSaved;
    save.mockResolvedValueOnce(saved);
    const { clearDraft } = renderSave();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(await screen.findByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(clearDraft).toHaveBeenCalledTimes(1));
    expect(planInfo).toHaveBeenCalledWith(5);
    expect(save.mock.calls).toEqual([
      [5, sentRows, 3],
      [5, sentRows, 4],
    ]);
    await waitFor(() => expect(screen.getByLabelText('conflict').textContent).toBe(''));
  });

  it('重新加载 drops the draft and reloads the plan without saving', async () => {
    const { clearDraft, invalidated } = renderSave();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(clearDraft).toHaveBeenCalledTimes(1));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: planKeys.student(7) });
    expect(save).toHaveBeenCalledTimes(1);
    expect(planInfo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('conflict').textContent).toBe(''));
  });

  it('leaves the question closed for any other refusal', async () => {
    save.mockReset();
    save.mockRejectedValueOnce(new ApiError(400, '江苏省2026年本科批最多可填40个院校专业组，本方案填了41个'));
    const { clearDraft } = renderSave();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: '覆盖保存' })).toBeNull();
    expect(clearDraft).not.toHaveBeenCalled();
  });
});
