import { z } from 'zod';

export const generatorTableSchema = z.object({
  tableName: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string(), nullable: z.boolean() })),
});
export type GeneratorTable = z.infer<typeof generatorTableSchema>;

export const generatorBodySchema = z.object({
  tableName: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, '表名无效'),
});
export type GeneratorBody = z.infer<typeof generatorBodySchema>;

export const generatedFileSchema = z.object({ path: z.string(), content: z.string() });
export type GeneratedFileContent = z.infer<typeof generatedFileSchema>;
