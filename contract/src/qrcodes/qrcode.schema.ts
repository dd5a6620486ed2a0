import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';
import { QR_APP_IDS } from './qr-apps.ts';

const appIdSchema = z.number().int().positive();

/** `/qrcode/getTeacherQrcode`: the teacher's code for an app (3 = the student binding page). */
export const teacherQrBodySchema = z.object({
  appId: appIdSchema,
  teacherId: z.number().int().positive(),
});
export type TeacherQrBody = z.infer<typeof teacherQrBodySchema>;

/** `/qrcode/createQrCode`: a new code for a teacher (the caller when left out). */
export const createQrCodeBodySchema = z.object({
  appId: appIdSchema.default(QR_APP_IDS.studentBinding),
  teacherId: z.number().int().positive().optional(),
  remark: z.string().trim().max(200).default(''),
});
export type CreateQrCodeBody = z.infer<typeof createQrCodeBodySchema>;

export const qrListBodySchema = pageQuerySchema.extend({
  teacherId: z.coerce.number().int().positive().optional(),
  appId: z.coerce.number().int().positive().optional(),
});
export type QrListBody = z.infer<typeof qrListBodySchema>;

export const qrCodeSchema = z.object({
  id: z.number().int(),
  appId: z.number().int(),
  appName: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** The binding code carried by the link. */
  code: z.string(),
  /** What the code encodes: the binding page with the code. */
  link: z.string(),
  /** Path of the PNG image of the code. */
  path: z.string(),
  remark: z.string(),
  createdAt: z.number().int(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

export const qrAppletSchema = z.object({
  appId: z.number().int(),
  appName: z.string(),
  appType: z.enum(['h5', 'miniProgram']),
});
export type QrApplet = z.infer<typeof qrAppletSchema>;
