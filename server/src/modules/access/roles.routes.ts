import {
  permissionNodeSchema,
  roleListBodySchema,
  roleOptionSchema,
  roleSaveBodySchema,
  roleSchema,
  roleSelectBodySchema,
  roleUpdateBodySchema,
} from '@zhihang/contract/access/role.schema';
import { idListSchema, idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { RolesService } from './roles.service.ts';

export function registerRolesRoutes(app: FastifyInstance, roles: RolesService): void {
  defineRoute(app, {
    path: '/sys/role/list',
    summary: '角色列表（内置角色与本机构角色，分页，可按名称筛选）',
    tag: 'access',
    perm: 'sys:role:list',
    body: roleListBodySchema,
    data: pageSchema(roleSchema),
    handler: ({ auth, body }) => roles.list(auth, body),
  });

  defineRoute(app, {
    path: '/sys/role/select',
    summary: '可分配给账号的角色（账号表单的选项）',
    tag: 'access',
    perm: 'sys:role:select',
    body: roleSelectBodySchema,
    data: z.array(roleOptionSchema),
    handler: ({ auth, body }) => roles.options(auth, body.orgId),
  });

  defineRoute(app, {
    path: '/sys/role/menuTree',
    summary: '权限树：当前角色可授予的菜单与按钮（含 perms）',
    tag: 'access',
    perm: 'sys:role:info',
    data: z.array(permissionNodeSchema),
    handler: ({ auth }) => roles.permissionTree(auth),
  });

  defineRoute(app, {
    path: '/sys/role/info/:id',
    summary: '角色详情（含已授予的菜单与按钮）',
    tag: 'access',
    perm: 'sys:role:info',
    params: idParamsSchema,
    data: roleSchema,
    handler: ({ auth, params }) => roles.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/sys/role/save',
    summary: '新增本机构角色（名称、备注、数据范围、菜单与按钮权限）',
    tag: 'access',
    perm: 'sys:role:save',
    body: roleSaveBodySchema,
    data: roleSchema,
    handler: ({ auth, body }) => roles.save(auth, body),
  });

  defineRoute(app, {
    path: '/sys/role/update',
    summary: '修改角色；内置角色仅平台管理员可改',
    tag: 'access',
    perm: 'sys:role:update',
    body: roleUpdateBodySchema,
    data: roleSchema,
    handler: ({ auth, body }) => roles.update(auth, body),
  });

  defineRoute(app, {
    path: '/sys/role/delete',
    summary: '删除角色（JSON 数组 id）；内置角色与仍有账号的角色不能删除',
    tag: 'access',
    perm: 'sys:role:delete',
    body: idListSchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await roles.delete(auth, body);
      return null;
    },
  });
}
