import { expect, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, loginThroughForm, TEACHER } from './session.ts';

export type StudentRow = { id: number; name: string };

/** The 报考方案 tab's panel, and the slots of the plan shown in it. */
export const panel = (page: Page) => page.getByRole('tabpanel');
export const planRows = (page: Page) => panel(page).locator('tr[data-slot]');

/**
 * A 江苏 物理类 senior with 物化生, a score and one empty plan, opened in /edu/studentGuidance by
 * the signed-in teacher at 1440×900. `senior` picks the demo senior by age: the oldest ones are
 * one per journey, newer ones are other journeys' or made by them.
 */
export async function openGuidanceWithEmptyPlan(
  browser: Browser,
  request: APIRequestContext,
  options: { senior: number; scoreTotal: number; planName: string },
): Promise<{ student: StudentRow; page: Page }> {
  const call = await apiAs(request, TEACHER.account, TEACHER.password);
  const seniors = await call<{ list: StudentRow[] }>('/stuArchive/list', { page: 1, limit: 200, grade: 3 });
  const student = seniors.list.sort((a, b) => a.id - b.id)[options.senior]!;
  await call('/stuGuidance/update', {
    stuId: student.id,
    province: '320000',
    scoreTotal: options.scoreTotal,
    mainSubject: '0604',
    minorSubject1: '0606',
    minorSubject2: '0607',
  });
  // A retried journey starts from an empty plan again, not from what its first attempt saved.
  const plans = await call<Array<{ id: number; name: string }>>(`/stuPlan/getListByArchiveUserId/${student.id}`);
  const left = plans.filter((item) => item.name === options.planName).map((item) => item.id);
  if (left.length > 0) await call('/stuPlan/delete', left);
  await call('/stuPlan/editOrCreatePlanWithName', { stuId: student.id, name: options.planName });

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`/edu/studentGuidance?stuId=${student.id}`);
  await loginThroughForm(page, TEACHER.account, TEACHER.password);
  await expect(page).toHaveURL(new RegExp(`/edu/studentGuidance\\?stuId=${student.id}`));
  return { student, page };
}
