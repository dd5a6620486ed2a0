import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { z } from 'zod';

/** Date.parse rolls 2026-02-30 over to 2 March; a real date survives the round trip. */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Values of the keys the product reads must parse; other keys are free text. */
const VALUE_RULES: Record<string, z.ZodType> = {
  [CONFIG_KEYS.universityExamination]: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '高考日期格式应为 YYYY-MM-DD')
    .refine(isCalendarDate, '高考日期不是有效日期'),
  [CONFIG_KEYS.currentYear]: z.string().regex(/^20\d{2}$/, '年份应为四位数字，如 2026'),
  [CONFIG_KEYS.dataYear]: z.string().regex(/^20\d{2}$/, '年份应为四位数字，如 2026'),
  [CONFIG_KEYS.currentVersion]: z.string().regex(/^[0-9A-Za-z.+-]{1,32}$/, '版本号格式不正确'),
};

/** The next 7 June on or after today, used when an org has not set the exam date. */
export function defaultExaminationDate(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-06-07`;
  return today <= thisYear ? thisYear : `${year + 1}-06-07`;
}

/** Returns the reason a value is refused for its key, or undefined when it is acceptable. */
export function configValueProblem(paramKey: string, paramValue: string): string | undefined {
  const rule = VALUE_RULES[paramKey];
  if (!rule) return undefined;
  const result = rule.safeParse(paramValue);
  return result.success ? undefined : result.error.issues[0]?.message;
}
