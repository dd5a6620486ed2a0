import { menuItemSchema } from '@zhihang/contract/system/menu.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import type { MenusService } from './menus.service.ts';

export function registerMenusRoutes(app: FastifyInstance, menus: MenusService): void {
  defineRoute(app, {
    path: '/sys/menu/loginMenuTree',
    summary: '当前用户可见的菜单树（按 orderNum 排序）',
    tag: 'system',
    perm: ANY_SIGNED_IN_USER,
    data: z.array(menuItemSchema),
    handler: ({ auth }) => menus.loginMenuTree(auth),
  });
}
