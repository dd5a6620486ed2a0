import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';
import { DATA_SCOPE } from './data-scope.ts';

export const roleSchema = z.object({
  id: z.number().int(),
  /** 0: a built-in role every organisation shares. */
  orgId: z.number().int(),
  roleName: z.string(),
  remark: z.string(),
  builtin: z.number().int(),
  dataScope: z.number().int(),
  /** Menus and buttons the role is granted. */
  menuIdList: z.array(z.number().int()),
  /** Accounts holding the role (in the caller's reach). */
  userCount: z.number().int(),
  createdAt: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListBodySchema = pageQuerySchema.extend({
  roleName: z.string().trim().max(64).optional(),
  /** Platform administrators may look at another organisation's roles. */
  orgId: z.number().int().positive().optional(),
});
export type RoleListBody = z.infer<typeof roleListBodySchema>;

/** The roles an account of the organisation may be given (the account form's choices). */
export const roleSelectBodySchema = z.object({ orgId: z.number().int().positive().optional() });
export const roleOptionSchema = z.object({ id: z.number().int(), roleName: z.string(), builtin: z.number().int() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

const dataScopeSchema = z.union([z.literal(DATA_SCOPE.own), z.literal(DATA_SCOPE.org)], {
  error: '数据范围只能是本人学生或全机构学生',
});

export const roleSaveBodySchema = z.object({
  roleName: z.string().trim().min(1, '请输入角色名称').max(64),
  remark: z.string().trim().max(256).default(''),
  dataScope: dataScopeSchema,
  menuIdList: z.array(z.number().int().positive()).max(2000),
  /** Platform administrators create roles for any organisation; others for their own. */
  orgId: z.number().int().positive().optional(),
});
export type RoleSaveBody = z.infer<typeof roleSaveBodySchema>;

export const roleUpdateBodySchema = roleSaveBodySchema.omit({ orgId: true }).extend({
  id: z.number().int().positive(),
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;

/** One node of the permission tree: a directory (0), page (1) or button (2) with its perms. */
export type PermissionNode = {
  id: number;
  parentId: number;
  name: string;
  type: number;
  perms: string;
  children: PermissionNode[];
};
export const permissionNodeSchema: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    type: z.number().int(),
    perms: z.string(),
    children: z.array(permissionNodeSchema),
  }),
);
