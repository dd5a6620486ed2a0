import type { LoginResult } from '@zhihang/contract/auth/auth.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser, type BuiltUser } from './factories.ts';
import {
  callApi,
  countRows,
  createTestApp,
  expectCleanError,
  openAnotherInstance,
  testDialects,
  type ApiResponse,
  type TestApp,
} from './test-app.ts';

const THROTTLED = '登录尝试过于频繁，请15分钟后再试';
const WRONG = '账号或密码不正确';
const TEACHER_LOGIN = '/api/sys/teacherLogin';
const STUDENT_LOGIN = '/api/stuAccount/login';

/** Answers that come from a password check (right or wrong), as against refusals before it. */
const checkedAnswers = (responses: ApiResponse<unknown>[]) =>
  responses.filter((response) => response.status === 200 && [0, 500].includes(response.body.code));
const refusedAnswers = (responses: ApiResponse<unknown>[]) =>
  responses.filter((response) => response.status === 429 && response.body.msg === THROTTLED);

describe.each(testDialects())('login limits per account on %s', (dialect) => {
  let t: TestApp;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
        LOGIN_ACCOUNT_WINDOW_SECONDS: '900',
        LOGIN_MAX_PER_ADDRESS: '60',
        LOGIN_ADDRESS_WINDOW_SECONDS: '300',
        LOGIN_SLOWDOWN_AFTER_FAILURES: '8',
        LOGIN_MAX_DELAY_SECONDS: '2',
      },
    });
    orgId = (await buildOrganization(t.db, { orgKey: 'default' })).id;
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  const attempt = (account: string, password: string, remoteAddress: string, url = TEACHER_LOGIN, app = t.app) =>
    callApi<LoginResult>(app, url, { body: { account, password }, remoteAddress });
  const tokensOf = async (user: BuiltUser) =>
    (await t.db.selectFrom('user_tokens').select('id').where('user_id', '=', user.id).execute()).length;
  /** 20 wrong guesses and then the right password, all sent at once. */
  const burst = (user: BuiltUser, address: string, url = TEACHER_LOGIN) =>
    Promise.all([
      ...Array.from({ length: 20 }, (_, n) => attempt(user.account, `wrong-${n}`, address, url)),
      attempt(user.account, user.password, address, url),
    ]);

  it('checks only 5 passwords of 20 wrong guesses and the right one sent at once from one address', async () => {
    const user = await buildUser(t.db, { orgId });
    const responses = await burst(user, '10.1.0.1');

    expect(checkedAnswers(responses)).toHaveLength(5);
    expect(refusedAnswers(responses)).toHaveLength(16);
    const signedIn = responses.filter((response) => response.body.code === 0);
    // The right password signs in only if it was among the 5 checked, before the limit was reached.
    expect(signedIn.length).toBeLessThanOrEqual(1);
    expect(await tokensOf(user)).toBe(signedIn.length);
  });

  it('refuses the right password from an address over the limit, even sent together', async () => {
    const user = await buildUser(t.db, { orgId });
    const address = '10.1.1.1';
    const failures = await Promise.all(
      Array.from({ length: 5 }, (_, n) => attempt(user.account, `wrong-${n}`, address)),
    );
    expect(failures.map((response) => response.body.msg)).toEqual(Array(5).fill(WRONG));

    const rights = await Promise.all(Array.from({ length: 10 }, () => attempt(user.account, user.password, address)));
    for (const response of rights) expectCleanError(response, 429, THROTTLED);
    expect(await tokensOf(user)).toBe(0);
  });

  it('shares the count between two app instances on one database', async () => {
    const user = await buildUser(t.db, { orgId });
    const other = await openAnotherInstance(t);
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          attempt(user.account, `wrong-${n}`, '10.1.2.1', TEACHER_LOGIN, n % 2 ? other.app : t.app),
        ),
      );
      expect(checkedAnswers(responses)).toHaveLength(5);
      expect(refusedAnswers(responses)).toHaveLength(15);
      expect(await tokensOf(user)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('lets the right password in from another address while one address is locked out', async () => {
    const user = await buildUser(t.db, { orgId });
    const attacker = '10.1.3.1';
    for (let n = 0; n < 5; n += 1) expectCleanError(await attempt(user.account, `wrong-${n}`, attacker), 500, WRONG);
    expectCleanError(await attempt(user.account, user.password, attacker), 429, THROTTLED);

    expect((await attempt(user.account, user.password, '10.1.3.2')).body.code).toBe(0);
    expect(await tokensOf(user)).toBe(1);
    // The owner's success does not free the attacker's address; the end of the window does.
    expectCleanError(await attempt(user.account, user.password, attacker), 429, THROTTLED);
    t.clock.advance(900_000);
    expect((await attempt(user.account, user.password, attacker)).body.code).toBe(0);
  });

  it('forgets the failures of an address once the right password comes from it', async () => {
    const user = await buildUser(t.db, { orgId });
    const address = '10.1.4.1';
    for (let n = 0; n < 4; n += 1) await attempt(user.account, 'wrong-password', address);
    expect((await attempt(user.account, user.password, address)).body.code).toBe(0);
    for (let n = 0; n < 4; n += 1) expectCleanError(await attempt(user.account, 'wrong-password', address), 500, WRONG);
    expect((await attempt(user.account, user.password, address)).body.code).toBe(0);
  });

  it('counts failures against unknown accounts too, and in any letter case', async () => {
    const address = '10.1.5.1';
    for (let n = 0; n < 5; n += 1) await attempt(n % 2 ? 'Ghost' : 'ghost', 'whatever', address);
    expectCleanError(await attempt('GHOST', 'whatever', address), 429, THROTTLED);
  });

  it('slows, never locks, an account failing from many addresses, and the owner still signs in', async () => {
    const user = await buildUser(t.db, { orgId });
    const pausesBefore = t.pauses.length;
    for (let n = 0; n < 12; n += 1) {
      expectCleanError(await attempt(user.account, 'wrong-password', `10.1.6.${n}`), 500, WRONG);
    }
    // 8 failures pass at once; then 250 ms doubling, capped at 2 s.
    expect(t.pauses.slice(pausesBefore)).toEqual([250, 500, 1000, 2000]);

    expect((await attempt(user.account, user.password, '10.1.6.200')).body.code).toBe(0);
    expect(t.pauses.slice(pausesBefore)).toEqual([250, 500, 1000, 2000, 2000]);
    expect(await tokensOf(user)).toBe(1);
  });

  it('slows attempts sent at once from many addresses one after another', async () => {
    const user = await buildUser(t.db, { orgId });
    const pausesBefore = t.pauses.length;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => attempt(user.account, 'wrong-password', `10.1.7.${n}`)),
    );
    expect(responses.map((response) => response.body.msg)).toEqual(Array(12).fill(WRONG));
    // Which request waits longest depends on arrival; the set of pauses does not.
    expect(t.pauses.slice(pausesBefore).sort((a, b) => a - b)).toEqual([250, 500, 1000, 2000]);
  });

  describe('the student login', () => {
    it('checks only 5 passwords of a burst from one address', async () => {
      const student = await buildUser(t.db, { orgId, role: 'student' });
      const responses = await burst(student, '10.1.8.1', STUDENT_LOGIN);
      expect(checkedAnswers(responses)).toHaveLength(5);
      expect(refusedAnswers(responses)).toHaveLength(16);
      expect(await tokensOf(student)).toBe(responses.filter((response) => response.body.code === 0).length);
    });

    it('locks out one address and lets the right password in from another', async () => {
      const student = await buildUser(t.db, { orgId, role: 'student' });
      const attacker = '10.1.9.1';
      for (let n = 0; n < 5; n += 1) await attempt(student.account, `wrong-${n}`, attacker, STUDENT_LOGIN);
      expectCleanError(await attempt(student.account, student.password, attacker, STUDENT_LOGIN), 429, THROTTLED);
      expect((await attempt(student.account, student.password, '10.1.9.2', STUDENT_LOGIN)).body.code).toBe(0);
      expect(await tokensOf(student)).toBe(1);
    });
  });
});

describe.each(testDialects())('login limit per address on %s', (dialect) => {
  let t: TestApp;
  let user: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { LOGIN_MAX_PER_ADDRESS: '5', LOGIN_ADDRESS_WINDOW_SECONDS: '300' },
    });
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    user = await buildUser(t.db, { orgId: org.id });
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.reset());

  const attempt = (account: string, password: string, remoteAddress: string) =>
    callApi<LoginResult>(t.app, TEACHER_LOGIN, { body: { account, password }, remoteAddress });

  it('limits one address to 5 attempts per window, whatever the accounts', async () => {
    const address = '10.2.0.1';
    for (let n = 0; n < 5; n += 1) {
      const { status } = await attempt(n % 2 ? 'ghost2' : user.account, n % 2 ? 'x' : user.password, address);
      expect(status).toBe(200);
    }
    expectCleanError(await attempt(user.account, user.password, address), 429, THROTTLED);
    const tokensBefore = await countRows(t.db, 'user_tokens');
    expect((await attempt(user.account, user.password, address)).status).toBe(429);
    expect(await countRows(t.db, 'user_tokens')).toBe(tokensBefore);

    expect((await attempt(user.account, user.password, '10.2.0.2')).body.code).toBe(0);
    t.clock.advance(300_000);
    expect((await attempt(user.account, user.password, address)).body.code).toBe(0);
  });

  it('lets only 5 of 10 attempts sent at once from one address through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => attempt(`nobody${n}`, 'whatever', '10.2.1.1')),
    );
    expect(responses.filter((response) => response.body.msg === WRONG)).toHaveLength(5);
    expect(refusedAnswers(responses)).toHaveLength(5);
  });

  it('counts a student sign-up from the address against the same limit', async () => {
    const address = '10.2.2.1';
    for (let n = 0; n < 5; n += 1) await attempt('ghost3', 'x', address);
    const signUp = await callApi(t.app, '/api/stuAccount/register', {
      body: { code: 'NoSuchCode1', phone: '13800000000', password: 'secret-123', name: '新同学', gender: 1, grade: 1 },
      remoteAddress: address,
    });
    expectCleanError(signUp, 429, THROTTLED);
  });
});
