import { z } from 'zod';

export const dailySentenceSchema = z.object({ content: z.string(), author: z.string() });
export type DailySentence = z.infer<typeof dailySentenceSchema>;

export const studentNumberSchema = z.object({
  grades: z.array(z.object({ grade: z.number().int().min(1).max(3), number: z.number().int() })),
  allNumber: z.number().int(),
  serviceNumber: z.number().int(),
});
export type StudentNumber = z.infer<typeof studentNumberSchema>;
