import { Modal } from 'antd';

/** A page with unsaved data: what to ask before its tag closes, and how to drop the data. */
export type LeaveGuard = { message: string; okText: string; cancelText: string; discard: () => void };

const guards = new Map<string, LeaveGuard>();

/** Registers a page's guard while it has unsaved data; the returned function removes it. */
export function registerLeaveGuard(path: string, guard: LeaveGuard): () => void {
  guards.set(path, guard);
  return () => {
    if (guards.get(path) === guard) guards.delete(path);
  };
}

/**
 * Before tags close: asks for each guarded page among them, resolves true when the user
 * agrees to leave (their data dropped) or nothing is guarded.
 */
export async function confirmLeaving(paths: readonly string[]): Promise<boolean> {
  for (const path of paths) {
    const guard = guards.get(path);
    if (!guard) continue;
    const leave = await new Promise<boolean>((resolve) => {
      Modal.confirm({
        content: guard.message,
        okText: guard.okText,
        cancelText: guard.cancelText,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
    if (!leave) return false;
    guard.discard();
    guards.delete(path);
    // Let the page render without its draft before anything navigates away from it.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return true;
}
