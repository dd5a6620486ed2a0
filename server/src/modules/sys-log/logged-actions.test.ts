import { describe, expect, it } from 'vitest';
import { loggedAction } from './logged-actions.ts';

describe('loggedAction', () => {
  it('logs logins, writes by their permission and exports', () => {
    expect(loggedAction('/sys/teacherLogin', undefined)).toBe('login');
    expect(loggedAction('/stuAccount/login', undefined)).toBe('login');
    expect(loggedAction('/sys/config/save', 'sys:config:save')).toBe('sys:config:save');
    expect(loggedAction('/stuArchive/delete', 'stu:archive:delete')).toBe('stu:archive:delete');
    expect(loggedAction('/stuArchive/export', 'stu:archive:export')).toBe('stu:archive:export');
    expect(loggedAction('/sys/user/password', 'any-signed-in-user')).toBe('sys:user:password');
    expect(loggedAction('/sys/org/status', 'sys:org:disable')).toBe('sys:org:disable');
  });

  it('leaves reads out, also under a permission that writes', () => {
    expect(loggedAction('/sys/config/list', 'sys:config:list')).toBeUndefined();
    expect(loggedAction('/sys/config/info/:id', 'sys:config:info')).toBeUndefined();
    expect(loggedAction('/dataImport/status/:id', 'sys:data:import')).toBeUndefined();
    expect(loggedAction('/dataImport/list', 'sys:data:import')).toBeUndefined();
    expect(loggedAction('/stuPlan/getPlanShareMsg', 'stu:plan:share')).toBeUndefined();
    expect(loggedAction('/sys/user/info', 'any-signed-in-user')).toBeUndefined();
    expect(loggedAction('/health', undefined)).toBeUndefined();
  });
});
