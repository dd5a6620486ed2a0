import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Accounts the journeys change (password), so the demo accounts stay as documented. */
export const E2E_ACCOUNTS = { passwordChange: { account: 'e2e.pw', password: 'start123' } } as const;

export default function globalSetup(): void {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'server/src/cli/user-create.ts',
      '--account',
      E2E_ACCOUNTS.passwordChange.account,
      '--password',
      E2E_ACCOUNTS.passwordChange.password,
      '--role',
      'teacher',
      '--name',
      '测试教师',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'test' }, stdio: 'inherit' },
  );
}
