import type { DailySentence, StudentNumber } from '@zhihang/contract/dashboard/dashboard.schema';
import { CONFIG_KEYS } from '@zhihang/contract/constants';
import type { AuthContext } from '../../http/auth-context.ts';
import { chinaDate, entryYearOfGrade } from '../students/school-calendar.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { ConfigService } from '../system/config.service.ts';
import { defaultExaminationDate } from '../system/config-values.ts';
import { sentenceOfDay } from './daily-sentences.ts';

const DAY_MS = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another, never negative. */
export function daysUntil(fromDate: string, toDate: string): number {
  const days = Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

type Dependencies = {
  config: ConfigService;
  students: StudentsService;
  /** Who counts as served (spec §3: students with at least one plan). */
  plans: { countStudentsWithPlans: (auth: AuthContext, entryYears: readonly number[]) => Promise<number> };
  now?: () => number;
};

export function createDashboardService({ config, students, plans, now = Date.now }: Dependencies) {
  return {
    dailySentence(): DailySentence {
      return { content: sentenceOfDay(chinaDate(now())), author: '志航' };
    },

    async countDownDays(auth: AuthContext): Promise<number> {
      const today = chinaDate(now());
      const configured = await config.findValue(auth.orgId, CONFIG_KEYS.universityExamination);
      return daysUntil(today, configured ?? defaultExaminationDate(today));
    },

    /** Students per grade and in total; served are those of the three grades with a plan. */
    async studentNumber(auth: AuthContext): Promise<StudentNumber> {
      const counts = await students.countByGrade(auth);
      const at = now();
      const entryYears = counts.grades.map((grade) => entryYearOfGrade(grade.grade, at));
      return { ...counts, serviceNumber: await plans.countStudentsWithPlans(auth, entryYears) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
