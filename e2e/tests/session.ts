import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const TEACHER = { account: 'teacher', password: 'teacher123', name: '王老师' } as const;

export const loginButton = (page: Page) => page.getByRole('button', { name: /^登\s*录$/ });

/** Logs in through the form; the caller says where the guard should land. */
export async function loginThroughForm(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await loginButton(page).click();
}

/** The same numbers the dashboard shows, asked of the API directly. */
export async function apiAs(request: APIRequestContext, account: string, password: string) {
  const login = await request.post('/api/sys/teacherLogin', {
    data: { account, password },
    headers: { 'login-type': '0' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(path: string, data: unknown = {}): Promise<T> => {
    const response = await request.post(`/api${path}`, { data, headers: { token, 'login-type': '0' } });
    const body = (await response.json()) as { code: number; data: T };
    expect(body.code).toBe(0);
    return body.data;
  };
}

/**
 * Chooses an entry of the navbar's user menu and waits for its effect. The menu pops up with an
 * animation and re-aligns while the dashboard fills in; a click that lands mid-move is lost, so
 * the choice is repeated until the effect shows.
 */
export async function chooseUserMenuItem(
  page: Page,
  userName: string,
  item: RegExp,
  effect: RegExp | Locator,
): Promise<void> {
  await expect(async () => {
    const entry = page.getByRole('menuitem', { name: item });
    if (!(await entry.isVisible())) await page.getByRole('button', { name: userName, exact: true }).click();
    await entry.click({ timeout: 2000 });
    if (effect instanceof RegExp) await expect(page).toHaveURL(effect, { timeout: 2000 });
    else await expect(effect).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
