import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './password-policy.ts';

export const teacherLoginBodySchema = z.object({
  account: z.string().trim().min(1, '请检查用户名').max(64),
  password: z.string().min(1, '请检查密码').max(128),
});
export type TeacherLoginBody = z.infer<typeof teacherLoginBodySchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expire: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const ROLE_CODES = ['admin', 'orgAdmin', 'teacher', 'student'] as const;
export const roleCodeSchema = z.enum(ROLE_CODES);
export type RoleCode = z.infer<typeof roleCodeSchema>;

export const userInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  /** The code of the role the token acts as (role switching). */
  roles: z.array(z.string()),
  /** The acting role's permission strings. */
  perms: z.array(z.string()),
  roleId: z.number().int(),
  roleName: z.string(),
  /** The console roles the account holds, to switch between. */
  roleOptions: z.array(z.object({ id: z.number().int(), roleName: z.string() })),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const passwordChangeBodySchema = z.object({
  password: z.string().min(1, '请输入原密码').max(128),
  newPassword: z
    .string()
    .min(1, '请输入密码')
    .min(PASSWORD_MIN_LENGTH, `新密码至少 ${PASSWORD_MIN_LENGTH} 位`)
    .max(128),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** Role switching: one of the roles the account holds. */
export const switchRoleBodySchema = z.object({ roleId: z.number().int().positive() });
export type SwitchRoleBody = z.infer<typeof switchRoleBodySchema>;
