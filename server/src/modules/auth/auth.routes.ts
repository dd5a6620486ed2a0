import {
  loginResultSchema,
  passwordChangeBodySchema,
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
