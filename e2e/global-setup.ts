import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Accounts of their own for journeys that change data (a password, students), so the demo
 * accounts and their dashboard figures stay as documented.
 */
export const E2E_ACCOUNTS = {
  passwordChange: { account: 'e2e.pw', password: 'start123', name: '测试教师' },
  students: { account: 'e2e.stu', password: 'start123', name: '档案教师' },
  qrBinding: { account: 'e2e.qr', password: 'start123', name: '扫码教师' },
  classBoard: { account: 'e2e.board', password: 'start123', name: '班主任' },
} as const;

export default function globalSetup(): void {
  const root = path.resolve(import.meta.dirname, '..');
  for (const { account, password, name } of Object.values(E2E_ACCOUNTS)) {
    execFileSync(
      'node',
      [
        '--import',
        'tsx',
        'server/src/setup/cli/user-create.ts',
        '--account',
        account,
        '--password',
        password,
        '--role',
        'teacher',
        '--name',
        name,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'test' }, stdio: 'inherit' },
    );
  }
}
