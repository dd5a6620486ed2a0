import {
  resetPasswordBodySchema,
  resetPasswordResultSchema,
  staffUserSchema,
  transferStudentsBodySchema,
  transferStudentsResultSchema,
  userListBodySchema,
  userSaveBodySchema,
  userSaveResultSchema,
  userStatusBodySchema,
  userUpdateBodySchema,
} from '@zhihang/contract/access/user-admin.schema';
import { idListSchema, idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { StaffAccountsService } from './staff-accounts.service.ts';

export function registerStaffAccountsRoutes(app: FastifyInstance, staff: StaffAccountsService): void {
  defineRoute(app, {
    path: '/sys/user/list',
    summary: '账号列表（分页；可按账号、姓名、角色、状态筛选；平台管理员可指定机构）',
    tag: 'access',
    perm: 'sys:user:list',
    body: userListBodySchema,
    data: pageSchema(staffUserSchema),
    handler: ({ auth, body }) => staff.list(auth, body),
  });

  defineRoute(app, {
    path: '/sys/user/info/:id',
    summary: '账号详情（含角色）',
    tag: 'access',
    perm: 'sys:user:info',
    params: idParamsSchema,
    data: staffUserSchema,
    handler: ({ auth, params }) => staff.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/sys/user/save',
    summary: '新增账号；未填密码时生成随机初始密码，仅在本次返回',
    tag: 'access',
    perm: 'sys:user:save',
    body: userSaveBodySchema,
    data: userSaveResultSchema,
    handler: ({ auth, body }) => staff.save(auth, body),
  });

  defineRoute(app, {
    path: '/sys/user/update',
    summary: '修改账号（姓名、手机、邮箱、角色、状态）',
    tag: 'access',
    perm: 'sys:user:update',
    body: userUpdateBodySchema,
    data: staffUserSchema,
    handler: ({ auth, body }) => staff.update(auth, body),
  });

  defineRoute(app, {
    path: '/sys/user/status',
    summary: '锁定（status 0，其登录立即失效）或解锁（status 1）账号',
    tag: 'access',
    perm: 'sys:user:update',
    body: userStatusBodySchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await staff.setStatus(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/user/delete',
    summary: '删除账号（JSON 数组 id）；不能删除自己、机构最后一位管理员或名下还有学生的账号',
    tag: 'access',
    perm: 'sys:user:delete',
    body: idListSchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await staff.delete(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/user/resetPassword',
    summary: '重置密码：生成新的随机密码仅返回一次，该账号的全部登录失效',
    tag: 'access',
    perm: 'sys:user:resetPwd',
    body: resetPasswordBodySchema,
    data: resetPasswordResultSchema,
    handler: ({ auth, body }) => staff.resetPassword(auth, body.userId),
  });

  defineRoute(app, {
    path: '/sys/user/transferStudents',
    summary: '将一位老师名下的全部学生一次转给本机构另一位老师',
    tag: 'access',
    perm: 'sys:user:transfer',
    body: transferStudentsBodySchema,
    data: transferStudentsResultSchema,
    handler: ({ auth, body }) => staff.transferStudents(auth, body),
  });
}
