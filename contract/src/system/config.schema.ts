import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';

export const configEntrySchema = z.object({
  id: z.number().int(),
  paramKey: z.string(),
  paramValue: z.string(),
  remark: z.string(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const configListBodySchema = pageQuerySchema.extend({
  limit: z.number().int().min(1).max(500).default(100),
  paramKey: z.string().trim().max(64).optional(),
});
export type ConfigListBody = z.infer<typeof configListBodySchema>;

const paramKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/, '参数名只能包含字母、数字、下划线和点，且以字母开头');

export const configSaveBodySchema = z.object({
  paramKey: paramKeySchema,
  paramValue: z.string().max(2000),
  remark: z.string().max(500).default(''),
});
export type ConfigSaveBody = z.infer<typeof configSaveBodySchema>;

export const configUpdateBodySchema = configSaveBodySchema.extend({
  id: z.number().int().positive(),
});
export type ConfigUpdateBody = z.infer<typeof configUpdateBodySchema>;

/** The parameters every console page reads, as paramKey → paramValue. */
export const configValuesSchema = z.record(z.string(), z.string());
export type ConfigValues = z.infer<typeof configValuesSchema>;
