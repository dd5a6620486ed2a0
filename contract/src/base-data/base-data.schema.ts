import { z } from 'zod';

/** A high school; /bdmidschool/allList and /hasUsedList answer an id-keyed map of them. */
export const middleSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  district: z.string(),
});
export type MiddleSchool = z.infer<typeof middleSchoolSchema>;
export const middleSchoolMapSchema = z.record(z.string(), middleSchoolSchema);

/** /bdReportData/all: each province's 志愿 filling rules by year. */
export const reportDataRowSchema = z.object({
  id: z.number().int(),
  provinceCode: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  batches: z.string(),
  fillingMode: z.string(),
  volunteerCount: z.number().int(),
  majorsPerGroup: z.number().int().nullable(),
  allowsAdjustment: z.boolean().nullable(),
  remark: z.string(),
  dataSource: z.string(),
});
export type ReportDataRow = z.infer<typeof reportDataRowSchema>;
