import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth/password-policy.ts';
import { pageQuerySchema } from '../http/envelope.schema.ts';

/** Account status: 1 active, 0 locked (cannot sign in; its tokens stop working). */
export const USER_STATUS = { locked: 0, active: 1 } as const;

/** A staff account as 用户管理 lists it; never its password. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  account: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.number().int(),
  roleIdList: z.array(z.number().int()),
  roleNames: z.array(z.string()),
  /** Students filed under the account. */
  studentCount: z.number().int(),
  createdAt: z.number().int(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const userListBodySchema = pageQuerySchema.extend({
  account: z.string().trim().max(64).optional(),
  name: z.string().trim().max(64).optional(),
  roleId: z.number().int().positive().optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Platform administrators may look at another organisation; others always see their own. */
  orgId: z.number().int().positive().optional(),
});
export type UserListBody = z.infer<typeof userListBodySchema>;

const mobileSchema = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, '手机号应为以 1 开头的 11 位数字')
  .default('');
const emailSchema = z
  .string()
  .trim()
  .max(128)
  .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, '邮箱格式不正确')
  .default('');
const nameSchema = z.string().trim().min(1, '请输入姓名').max(64);
const roleIdListSchema = z.array(z.number().int().positive()).min(1, '请至少选择一个角色').max(20);
const statusSchema = z.union([z.literal(0), z.literal(1)]).default(1);

export const userSaveBodySchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{2,64}$/, '账号应为 2–64 位字母、数字或 _ . @ -'),
  name: nameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  roleIdList: roleIdListSchema,
  status: statusSchema,
  /** Left out: a random initial password is generated and shown once. */
  password: z.string().min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`).max(128).optional(),
  /** Platform administrators open accounts in any organisation; others in their own. */
  orgId: z.number().int().positive().optional(),
});
export type UserSaveBody = z.infer<typeof userSaveBodySchema>;

export const userUpdateBodySchema = z.object({
  id: z.number().int().positive(),
  name: nameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  roleIdList: roleIdListSchema,
  status: statusSchema,
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/** The saved account, and the generated initial password when none was given (shown once). */
export const userSaveResultSchema = z.object({
  user: staffUserSchema,
  password: z.string().nullable(),
});
export type UserSaveResult = z.infer<typeof userSaveResultSchema>;

/** Lock (0) or unlock (1) accounts. */
export const userStatusBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

export const resetPasswordBodySchema = z.object({ userId: z.number().int().positive() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The new random password, shown once. */
export const resetPasswordResultSchema = z.object({ password: z.string() });

/** A leaving teacher's students, all moved to a colleague in one step. */
export const transferStudentsBodySchema = z.object({
  fromUserId: z.number().int().positive(),
  toUserId: z.number().int().positive(),
});
export type TransferStudentsBody = z.infer<typeof transferStudentsBodySchema>;

export const transferStudentsResultSchema = z.object({ moved: z.number().int() });
