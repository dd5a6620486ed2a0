import { z } from 'zod';

/** A menu row as 菜单管理 edits it: directories, pages and buttons with their perms. */
export const menuAdminItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** Comma-separated permission strings, e.g. `sys:user:list,sys:user:save`. */
  perms: z.string(),
  type: z.number().int(),
  icon: z.string(),
  orderNum: z.number().int(),
  hidden: z.number().int(),
  alwaysShow: z.number().int(),
  keepAlive: z.number().int(),
});
export type MenuAdminItem = z.infer<typeof menuAdminItemSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

export const menuSaveBodySchema = z
  .object({
    parentId: z.number().int().nonnegative(),
    name: z.string().trim().min(1, '请输入菜单名称').max(64),
    url: z
      .string()
      .trim()
      .max(256)
      .regex(/^(\/[A-Za-z0-9_\-/.]*)?$/, '路由地址应以 / 开头，只含字母、数字和 _ - . /')
      .default(''),
    perms: z
      .string()
      .trim()
      .max(512)
      .regex(
        /^([A-Za-z][A-Za-z0-9]*(:[A-Za-z][A-Za-z0-9]*)+(,[A-Za-z][A-Za-z0-9]*(:[A-Za-z][A-Za-z0-9]*)+)*)?$/,
        '权限标识形如 sys:user:list，多个用逗号分隔',
      )
      .default(''),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    icon: z.string().trim().max(64).default(''),
    orderNum: z.number().int().min(-9999).max(9999).default(0),
    hidden: flag.default(0),
    alwaysShow: flag.default(0),
    keepAlive: flag.default(1),
  })
  .refine((menu) => menu.type !== 1 || menu.url !== '', { message: '菜单需要路由地址', path: ['url'] });
export type MenuSaveBody = z.infer<typeof menuSaveBodySchema>;

export const menuUpdateBodySchema = z.intersection(menuSaveBodySchema, z.object({ id: z.number().int().positive() }));
export type MenuUpdateBody = z.infer<typeof menuUpdateBodySchema>;

export const menuDeleteBodySchema = z.object({ id: z.number().int().positive() });
