import {
  loginResultSchema,
  passwordChangeBodySchema,
  switchRoleBodySchema,
  teacherLoginBodySchema,
  userInfoSchema,
} from '@zhihang/contract/auth/auth.schema';
import { LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER } from '@zhihang/contract/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  defineRoute(app, {
    path: '/sys/teacherLogin',
    summary: '教师账号密码登录，返回 token（有效期 12 小时）',
    tag: 'auth',
    public: true,
    body: teacherLoginBodySchema,
    data: loginResultSchema,
    handler: ({ body, request }) =>
      auth.login(body, {
        address: request.ip,
        loginType: String(request.headers[LOGIN_TYPE_HEADER] ?? LOGIN_TYPE_TEACHER).slice(0, 8),
        host: request.host,
      }),
  });

  defineRoute(app, {
    path: '/sys/user/info',
    summary: '当前登录用户信息（含角色与权限）',
    tag: 'auth',
    perm: ANY_SIGNED_IN_USER,
    data: userInfoSchema,
    handler: ({ auth: caller }) => auth.userInfo(caller),
  });

  defineRoute(app, {
    path: '/sys/user/authList',
    summary: '当前登录角色拥有的权限标识（如 sys:user:save）',
    tag: 'auth',
    perm: ANY_SIGNED_IN_USER,
    data: z.array(z.string()),
    handler: async ({ auth: caller }) => [...caller.perms].sort(),
  });

  defineRoute(app, {
    path: '/sys/user/switchRole',
    summary: '切换角色：签发以所选角色身份的新 token，原 token 失效',
    tag: 'auth',
    perm: ANY_SIGNED_IN_USER,
    body: switchRoleBodySchema,
    data: loginResultSchema,
    handler: ({ auth: caller, body, request }) =>
      auth.switchRole(
        caller,
        body.roleId,
        String(request.headers[LOGIN_TYPE_HEADER] ?? LOGIN_TYPE_TEACHER).slice(0, 8),
      ),
  });

  defineRoute(app, {
    path: '/sys/logout',
    summary: '退出登录，当前 token 立即失效',
    tag: 'auth',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    data: z.null(),
    handler: async ({ auth: caller }) => {
      await auth.logout(caller);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/user/password',
    summary: '修改密码；成功后该用户的其他登录全部失效',
    tag: 'auth',
    perm: ANY_SIGNED_IN_USER,
    body: passwordChangeBodySchema,
    data: z.null(),
    handler: async ({ auth: caller, body }) => {
      await auth.changePassword(caller, body);
      return null;
    },
  });
}
