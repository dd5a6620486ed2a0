import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth/password-policy.ts';
import { MOBILE_NUMBER_PATTERN, STUDENT_NAME_MAX } from './student-rules.ts';

/** Opening or resetting a student's account names the student. */
export const studentAccountBodySchema = z.object({ id: z.number().int().positive() });

/** The account and its initial password: shown once, never stored in clear. */
export const studentCredentialsSchema = z.object({
  studentId: z.number().int(),
  account: z.string(),
  password: z.string(),
});
export type StudentCredentials = z.infer<typeof studentCredentialsSchema>;

/** Binding code of a teacher's QR code. */
export const bindCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,32}$/, '二维码无效');

export const bindInfoBodySchema = z.object({ code: bindCodeSchema });

/** What the binding page shows about the code: whose students the student joins. */
export const bindInfoSchema = z.object({
  orgName: z.string(),
  orgLogo: z.string(),
  teacherName: z.string(),
});
export type BindInfo = z.infer<typeof bindInfoSchema>;

const passwordSchema = z
  .string()
  .min(1, '请输入密码')
  .min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`)
  .max(128);

/** A student registers from a teacher's code: their phone number becomes the account. */
export const studentRegisterBodySchema = z.object({
  code: bindCodeSchema,
  name: z.string().trim().min(1, '请输入姓名').max(STUDENT_NAME_MAX),
  phone: z.string().trim().regex(MOBILE_NUMBER_PATTERN, '请输入正确的手机号码'),
  password: passwordSchema,
  gender: z.number().int().min(1, '请选择性别').max(2, '请选择性别'),
  grade: z.number().int().min(1, '请选择年级').max(3, '请选择年级'),
});
export type StudentRegisterBody = z.infer<typeof studentRegisterBodySchema>;

/** Student sign-in; with a code the student is (re)attached to that code's teacher. */
export const studentLoginBodySchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  code: bindCodeSchema.optional(),
});
export type StudentLoginBody = z.infer<typeof studentLoginBodySchema>;

/** What a signed-in student sees of themselves. */
export const studentSelfSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  grade: z.number().int(),
  className: z.string(),
  account: z.string(),
  orgName: z.string(),
  teacherName: z.string(),
});
export type StudentSelf = z.infer<typeof studentSelfSchema>;

/**
 * /stuAccount/homeProvince: the province the caller sits the 高考 in, from their student archive
 * (six-digit code), so that the student pages open on it; null for staff and when it is not set.
 */
export const homeProvinceSchema = z.object({ provinceCode: z.string().nullable() });
export type HomeProvince = z.infer<typeof homeProvinceSchema>;
