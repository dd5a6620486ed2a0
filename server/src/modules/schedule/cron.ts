/**
 * Cron expressions in China time (UTC+8, no daylight saving): five fields `minute hour
 * day-of-month month day-of-week`, or six with seconds first. Each field takes `*`, numbers,
 * ranges `a-b`, steps `*\/n` or `a-b/n` and lists `a,b`; day-of-week 0 or 7 is Sunday. When both
 * day fields are restricted a day matching either is taken, as classic cron does.
 */
export type CronSchedule = {
  seconds: ReadonlySet<number>;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
  /** Whether the expression has a seconds field. */
  hasSeconds: boolean;
};

export class CronError extends Error {}

const CHINA_OFFSET_MS = 8 * 3_600_000;

function parseField(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new CronError(`${name}字段 “${part}” 无法识别`);
    const [, whole, from, to, step] = match;
    const start = whole === '*' ? min : Number(from);
    const end = whole === '*' ? max : to !== undefined ? Number(to) : step !== undefined ? max : start;
    const stride = step === undefined ? 1 : Number(step);
    if (start < min || end > max || start > end) throw new CronError(`${name}字段 “${part}” 超出 ${min}-${max}`);
    if (stride < 1) throw new CronError(`${name}字段 “${part}” 的步长必须大于 0`);
    for (let value = start; value <= end; value += stride) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6)
    throw new CronError('Cron 表达式需要 5 个字段（分 时 日 月 周）或 6 个（秒在前）');
  const hasSeconds = fields.length === 6;
  const [second, minute, hour, day, month, weekday] = hasSeconds ? fields : ['0', ...fields];
  const weekdays = parseField(weekday as string, 0, 7, '周');
  if (weekdays.has(7)) weekdays.add(0);
  return {
    seconds: parseField(second as string, 0, 59, '秒'),
    minutes: parseField(minute as string, 0, 59, '分'),
    hours: parseField(hour as string, 0, 23, '时'),
    days: parseField(day as string, 1, 31, '日'),
    months: parseField(month as string, 1, 12, '月'),
    weekdays,
    daysRestricted: day !== '*',
    weekdaysRestricted: weekday !== '*',
    hasSeconds,
  };
}

function dayMatches(schedule: CronSchedule, local: Date): boolean {
  const day = schedule.days.has(local.getUTCDate());
  const weekday = schedule.weekdays.has(local.getUTCDay());
  if (schedule.daysRestricted && schedule.weekdaysRestricted) return day || weekday;
  return day && weekday;
}

/** The first time strictly after `after` (epoch ms) the schedule fires; throws when none comes within five years. */
export function nextRunAfter(schedule: CronSchedule, after: number): number {
  // Fields are read in China time by shifting the clock and reading UTC parts.
  const step = schedule.hasSeconds ? 1000 : 60_000;
  let local = new Date(Math.floor((after + CHINA_OFFSET_MS) / step) * step + step);
  const limit = after + CHINA_OFFSET_MS + 5 * 366 * 86_400_000;
  while (local.getTime() <= limit) {
    if (!schedule.months.has(local.getUTCMonth() + 1)) {
      local = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
    } else if (!dayMatches(schedule, local)) {
      local = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1));
    } else if (!schedule.hours.has(local.getUTCHours())) {
      local = new Date(Math.floor(local.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    } else if (!schedule.minutes.has(local.getUTCMinutes())) {
      local = new Date(Math.floor(local.getTime() / 60_000) * 60_000 + 60_000);
    } else if (!schedule.seconds.has(local.getUTCSeconds())) {
      local = new Date(local.getTime() + 1000);
    } else {
      return local.getTime() - CHINA_OFFSET_MS;
    }
  }
  throw new CronError('Cron 表达式在五年内不会触发');
}

/** The error text of an expression, or undefined when it is valid and fires. */
export function cronProblem(expression: string): string | undefined {
  try {
    nextRunAfter(parseCron(expression), 0);
    return undefined;
  } catch (error) {
    if (error instanceof CronError) return error.message;
    throw error;
  }
}
