import { loginResultSchema } from '@zhihang/contract/auth/auth.schema';
import { LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER } from '@zhihang/contract/constants';
import {
  bindInfoBodySchema,
  bindInfoSchema,
  homeProvinceSchema,
  studentAccountBodySchema,
  studentCredentialsSchema,
  studentLoginBodySchema,
  studentRegisterBodySchema,
  studentSelfSchema,
} from '@zhihang/contract/students/student-account.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { StudentAccountsService } from './student-accounts.service.ts';

const metaOf = (request: FastifyRequest) => ({
  address: request.ip,
  loginType: String(request.headers[LOGIN_TYPE_HEADER] ?? LOGIN_TYPE_TEACHER).slice(0, 8),
});

export function registerStudentAccountsRoutes(app: FastifyInstance, accounts: StudentAccountsService): void {
  defineRoute(app, {
    path: '/stuArchive/createAccount',
    summary: '为学生开通学生端账号；初始密码只返回这一次',
    tag: 'students',
    perm: 'stu:archive:account',
    body: studentAccountBodySchema,
    data: studentCredentialsSchema,
    handler: ({ auth, body }) => accounts.createAccount(auth, body.id),
  });

  defineRoute(app, {
    path: '/stuArchive/resetPassword',
    summary: '重置学生端密码；新密码只返回这一次，学生的登录全部失效',
    tag: 'students',
    perm: 'stu:archive:account',
    body: studentAccountBodySchema,
    data: studentCredentialsSchema,
    handler: ({ auth, body }) => accounts.resetPassword(auth, body.id),
  });

  defineRoute(app, {
    path: '/stuAccount/bindInfo',
    summary: '绑定码信息：学校与教师（公开）',
    tag: 'student-accounts',
    public: true,
    body: bindInfoBodySchema,
    data: bindInfoSchema,
    handler: ({ body }) => accounts.bindInfo(body.code),
  });

  defineRoute(app, {
    path: '/stuAccount/register',
    summary: '学生扫码注册（手机号即账号），成为该教师的学生，返回 token（公开）',
    tag: 'student-accounts',
    public: true,
    body: studentRegisterBodySchema,
    data: loginResultSchema,
    handler: ({ body, request }) => accounts.register(body, metaOf(request)),
  });

  defineRoute(app, {
    path: '/stuAccount/login',
    summary: '学生登录，返回 token；带绑定码时同时绑定到该教师（仅限本校）（公开）',
    tag: 'student-accounts',
    public: true,
    body: studentLoginBodySchema,
    data: loginResultSchema,
    handler: ({ body, request }) => accounts.login(body, metaOf(request)),
  });

  defineRoute(app, {
    path: '/stuAccount/info',
    summary: '当前学生的本人信息（学生 token）',
    tag: 'student-accounts',
    perm: ANY_SIGNED_IN_USER,
    audience: 'student',
    data: studentSelfSchema,
    handler: ({ auth }) => accounts.self(auth),
  });

  defineRoute(app, {
    path: '/stuAccount/homeProvince',
    summary: '当前用户的高考省份（学生取自学生档案；教职工与未填写时为 null），学生端页面据此默认选中本省',
    tag: 'student-accounts',
    perm: ANY_SIGNED_IN_USER,
    audience: 'everyone',
    data: homeProvinceSchema,
    handler: ({ auth }) => accounts.homeProvince(auth),
  });
}
