import { z } from 'zod';

export type DictionaryEntry = {
  id: number;
  dataCode: string;
  dataName: string;
  children: DictionaryEntry[];
};

export const dictionaryEntrySchema: z.ZodType<DictionaryEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    dataCode: z.string(),
    dataName: z.string(),
    children: z.array(dictionaryEntrySchema),
  }),
);

/** Top-level dictionary codes (spec §3). */
export const DICTIONARY_CODES = {
  nation: '01',
  language: '02',
  guidancePhase: '03',
  archiveCard: '04',
  graduationIntention: '05',
  subject: '06',
  specialReportingType: '07',
  bodyTestType: '08',
  preferType: '09',
  test: '10',
  majorType: '11',
  userType: '12',
  testResult: '13',
  interestMajorOptions: '15',
  answerLanguage: '21',
} as const;

export const SUBJECT_CODES = {
  physics: '0604',
  history: '0605',
  chemistry: '0606',
  biology: '0607',
  politics: '0608',
  geography: '0609',
} as const;

/** `/sys/data/list`: the tree in three shapes the pages use. */
export const dictionaryBundleSchema = z.object({
  default: z.array(dictionaryEntrySchema),
  simple: z.record(z.string(), z.string()),
  listMap: z.record(z.string(), z.array(dictionaryEntrySchema)),
});
export type DictionaryBundle = z.infer<typeof dictionaryBundleSchema>;

/** `/sys/data/fetch`: `data` lists the top-level codes wanted; empty means all. */
export const dictionaryFetchBodySchema = z.object({
  data: z
    .array(z.string().regex(/^\d{2,8}$/, '字典编码格式不正确'))
    .max(100)
    .default([]),
});

export const evaluationDictionaryEntrySchema = z.object({
  id: z.number().int(),
  evaluationKey: z.string(),
  evaluationName: z.string(),
  testResultCode: z.string(),
  description: z.string(),
});
export type EvaluationDictionaryEntry = z.infer<typeof evaluationDictionaryEntrySchema>;
