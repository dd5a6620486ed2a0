import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../auth/password-policy.ts';
import { pageQuerySchema } from '../http/envelope.schema.ts';
import { QR_APPS } from '../qrcodes/qr-apps.ts';

/** 1 active, 0 disabled (its users cannot sign in; its data stays). */
export const ORG_STATUS = { disabled: 0, active: 1 } as const;

/** The uploaded logo: PNG, JPEG or WebP up to this size. */
export const ORG_LOGO_MAX_BYTES = 512 * 1024;

/** An organisation as 机构管理 shows it. */
export const orgAdminItemSchema = z.object({
  id: z.number().int(),
  orgKey: z.string(),
  orgName: z.string(),
  orgLoginTitle: z.string(),
  orgLogo: z.string(),
  filingNumber: z.string(),
  studentTitle: z.string(),
  /** QR app ids the organisation may use (contract/src/qrcodes/qr-apps.ts); empty: the defaults. */
  allowedApps: z.array(z.number().int()),
  status: z.number().int(),
  createdAt: z.number().int(),
  /** Staff and student accounts of the organisation. */
  userCount: z.number().int(),
});
export type OrgAdminItem = z.infer<typeof orgAdminItemSchema>;

export const orgListBodySchema = pageQuerySchema.extend({
  /** Matches the name or the domain key. */
  keyword: z.string().trim().max(64).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type OrgListBody = z.infer<typeof orgListBodySchema>;

const appIds = new Set(QR_APPS.map((app) => app.appId));

/**
 * A host label as browsers send it, which is how a school's page finds its organisation: lower-case
 * letters, digits and inner hyphens, 2–63 long. Taken as typed, not lower-cased: `NaN` is a stray
 * value, not a school's domain.
 */
const HOST_LABEL = /^[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/;
const ORG_KEY_MESSAGE = '域名标识只能包含小写字母、数字和连字符，2-63 位，且不能以连字符开头或结尾';

const orgFieldsSchema = z.object({
  /** The first label of the organisation's domain (school2 for school2.example.cn). */
  orgKey: z
    .string()
    .trim()
    .regex(HOST_LABEL, ORG_KEY_MESSAGE)
    .refine((key) => key !== 'www' && key !== 'localhost', '该域名标识保留给默认机构'),
  orgName: z.string().trim().min(1, '请输入机构名称').max(128),
  orgLoginTitle: z.string().trim().max(128).default(''),
  orgLogo: z.string().trim().max(512).default(''),
  filingNumber: z.string().trim().max(128).default(''),
  studentTitle: z.string().trim().max(128).default(''),
  allowedApps: z
    .array(
      z
        .number()
        .int()
        .refine((id) => appIds.has(id), '未知的应用'),
    )
    .max(10)
    .default([]),
});

export const orgAdminAccountSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{3,64}$/, '账号只能包含字母、数字和 _ . @ -，3-64 位'),
  name: z.string().trim().min(1, '请输入管理员姓名').max(64),
  /** Left out: a random password is made and shown once. */
  password: z.string().min(PASSWORD_MIN_LENGTH, `密码至少 ${PASSWORD_MIN_LENGTH} 位`).max(128).optional(),
});

/** A new organisation together with its first administrator account. */
export const orgSaveBodySchema = orgFieldsSchema.extend({ admin: orgAdminAccountSchema });
export type OrgSaveBody = z.infer<typeof orgSaveBodySchema>;

export const orgSaveResultSchema = z.object({
  id: z.number().int(),
  adminAccount: z.string(),
  /** The first administrator's password, shown once. */
  adminPassword: z.string(),
});
export type OrgSaveResult = z.infer<typeof orgSaveResultSchema>;

export const orgUpdateBodySchema = orgFieldsSchema.extend({ id: z.number().int().positive() });
export type OrgUpdateBody = z.infer<typeof orgUpdateBodySchema>;

export const orgStatusBodySchema = z.object({
  id: z.number().int().positive(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type OrgStatusBody = z.infer<typeof orgStatusBodySchema>;

export const orgLogoBodySchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string().trim().min(1).max(128),
  /** The image's bytes, base64. */
  content: z
    .string()
    .min(1)
    .max(Math.ceil((ORG_LOGO_MAX_BYTES * 4) / 3) + 4),
});
export type OrgLogoBody = z.infer<typeof orgLogoBodySchema>;
