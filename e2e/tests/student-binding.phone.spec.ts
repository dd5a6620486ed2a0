import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { E2E_ACCOUNTS } from '../global-setup.ts';
import { chooseUserMenuItem, loginThroughForm } from './session.ts';

const TEACHER = E2E_ACCOUNTS.qrBinding;
/** The server's rendering of binding codes; the same input gives the same PNG. */
const QR_OPTIONS = {
  type: 'png',
  width: 600,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#1f2d3dff', light: '#ffffffff' },
} as const;

// A journey across two devices; generous, as a busy CI machine renders slowly.
test.describe.configure({ timeout: 150_000 });

test("a student scans the teacher's QR code on a 390×844 phone, signs up and lands on the university list", async ({
  page,
  browser,
  baseURL,
}) => {
  // The teacher opens 我的二维码 in the console on a desktop.
  // A context of its own: contexts in this project would otherwise inherit the phone's emulation.
  const desk = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'zh-CN',
    baseURL,
  });
  const console = await desk.newPage();
  await console.goto('/login');
  await loginThroughForm(console, TEACHER.account, TEACHER.password);
  await expect(console).toHaveURL(/\/dashboard$/);
  const dialog = console.getByRole('dialog', { name: '我的二维码' });
  await chooseUserMenuItem(console, TEACHER.name, /我的二维码/, dialog);
  const image = dialog.getByRole('img', { name: /二维码/ });
  // The code is made on first request and the dialog's chunk loads lazily: slower on a busy machine.
  await expect(image).toBeVisible({ timeout: 15_000 });
  // Measured once the dialog's opening zoom has finished.
  await expect.poll(async () => await image.boundingBox()).toMatchObject({ width: 300, height: 300 });
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(340);
  const imagePath = (await image.getAttribute('src')) ?? '';
  expect(imagePath).toMatch(/^\/api\/qrcode\/image\/[A-Za-z0-9]{16}\.png$/);

  // 在新窗口打开 opens the PNG itself.
  const [popup] = await Promise.all([
    console.waitForEvent('popup'),
    dialog.getByRole('button', { name: '在新窗口打开' }).click(),
  ]);
  await expect(popup).toHaveURL(new RegExp(`${imagePath.replace(/[.]/g, '\\.')}$`));

  // The PNG encodes the binding link: rendering that link gives the very same image.
  const png = await desk.request.get(imagePath);
  expect(png.headers()['content-type']).toBe('image/png');
  const code = /([A-Za-z0-9]{16})\.png$/.exec(imagePath)?.[1] ?? '';
  const link = `${baseURL}/mp-student/bind?code=${code}`;
  expect(Buffer.compare(await png.body(), await QRCode.toBuffer(link, QR_OPTIONS))).toBe(0);

  // The student follows the link on the phone.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `${TEACHER.name}邀请你加入` })).toBeVisible();
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: '注册并绑定' }).click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
  await page.getByLabel('姓名').fill('扫码学生');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码').fill('mypass88');
  await page.getByRole('radio', { name: '女' }).click();
  await page.getByRole('radio', { name: '高二' }).click();
  await page.getByRole('button', { name: '注册并绑定' }).click();

  // The token travelled in the URL and was adopted: stored, and gone from the address bar.
  await expect(page).toHaveURL(/\/mp-student\/university$/);
  await expect(page.getByRole('heading', { name: '院校库' })).toBeVisible();
  // The student's token opens the knowledge base: the first universities are listed.
  await expect(page.getByPlaceholder('请输入院校名称')).toBeVisible();
  await expect(page.locator('a[href*="/mp-student/universityDetail?"]')).toHaveCount(20);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.value).toMatch(/^[0-9a-f]{64}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/phone-student-landing.png', fullPage: true });

  // The teacher now finds the student in their list, with the phone number as account.
  await console.goto('/edu/studentManage');
  const row = console.locator('.ant-table-tbody tr', { hasText: '扫码学生' });
  // The console's first full load of this page is slow on a loaded 2-core machine.
  await expect(row).toContainText('高二', { timeout: 30_000 });
  await expect(row).toContainText(phone);
  await desk.close();
});
