import { idParamsSchema } from '@zhihang/contract/http/envelope.schema';
import {
  menuAdminItemSchema,
  menuDeleteBodySchema,
  menuSaveBodySchema,
  menuUpdateBodySchema,
} from '@zhihang/contract/operations/menu-admin.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { MenusAdminService } from './menus-admin.service.ts';

export function registerMenusAdminRoutes(app: FastifyInstance, menus: MenusAdminService): void {
  defineRoute(app, {
    path: '/sys/menu/list',
    summary: '全部菜单（目录、菜单、按钮），按 orderNum 排序的平铺列表',
    tag: 'operations',
    perm: 'sys:menu:list',
    data: z.array(menuAdminItemSchema),
    handler: () => menus.list(),
  });

  defineRoute(app, {
    path: '/sys/menu/info/:id',
    summary: '菜单详情',
    tag: 'operations',
    perm: 'sys:menu:info',
    params: idParamsSchema,
    data: menuAdminItemSchema,
    handler: ({ params }) => menus.info(params.id),
  });

  defineRoute(app, {
    path: '/sys/menu/save',
    summary: '新增菜单；新菜单授予平台管理员角色，其他角色在角色管理中授权',
    tag: 'operations',
    perm: 'sys:menu:save',
    body: menuSaveBodySchema,
    data: z.object({ id: z.number().int() }),
    handler: ({ body }) => menus.save(body),
  });

  defineRoute(app, {
    path: '/sys/menu/update',
    summary: '修改菜单；控制台重新加载后按新菜单生成路由',
    tag: 'operations',
    perm: 'sys:menu:update',
    body: menuUpdateBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await menus.update(body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/sys/menu/delete',
    summary: '删除没有下级的菜单及其授权',
    tag: 'operations',
    perm: 'sys:menu:delete',
    body: menuDeleteBodySchema,
    data: z.null(),
    handler: async ({ body }) => {
      await menus.delete(body.id);
      return null;
    },
  });
}
