import { z } from 'zod';
import { IMPORT_KIND_IDS } from './import-kinds.ts';

/**
 * One imported file as the import centre lists it, with the source it was declared with: the
 * starter pack's attribution, or what the administrator gave on upload. Empty texts and null
 * figures mean unknown (files imported before sources were recorded, or uploaded without them).
 */
export const dataSourceItemSchema = z.object({
  fileName: z.string(),
  kind: z.enum(IMPORT_KIND_IDS).nullable(),
  /** e.g. 《全国普通高等学校名单》 or insensible104/GaokaoAgent. */
  sourceName: z.string(),
  /** Where the data came from, as the source declaration words it. */
  attribution: z.string(),
  /** The first web address of the attribution, or the repository's page; empty when none. */
  sourceUrl: z.string(),
  /** e.g. `2024–2026`; from the declaration, else from the file name. */
  years: z.string(),
  licence: z.string(),
  rowCount: z.number().int().nullable(),
  importedAt: z.number().int().nullable(),
});
export type DataSourceItem = z.infer<typeof dataSourceItemSchema>;

/** The optional source fields of an upload (query parameters next to the file name). */
export const uploadSourceFieldsSchema = z.object({
  sourceName: z.string().trim().max(255).optional(),
  sourceUrl: z.string().trim().max(1000).optional(),
  years: z
    .string()
    .trim()
    .max(64)
    .regex(/^$|^\d{4}([–-]\d{4})?([,，、]\s*\d{4}([–-]\d{4})?)*$/, '年份格式如 2025 或 2023–2025')
    .optional(),
  licence: z.string().trim().max(255).optional(),
});
