const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Milliseconds of a timestamp; a 10-digit one is in seconds. */
export function timestampMs(value: number | string): number {
  const number = Number(value);
  return String(Math.trunc(Math.abs(number))).length === 10 ? number * 1000 : number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 刚刚 under 30 s, minutes under an hour, hours under a day, 1天前 under two days, else the date. */
export function relativeTime(value: number | string, now: number = Date.now()): string {
  const ms = timestampMs(value);
  const elapsed = now - ms;
  if (elapsed < 30 * SECOND) return '刚刚';
  if (elapsed < HOUR) return `${Math.ceil(elapsed / MINUTE)}分钟前`;
  if (elapsed < 24 * HOUR) return `${Math.ceil(elapsed / HOUR)}小时前`;
  if (elapsed < 48 * HOUR) return '1天前';
  return formatDateTime(ms);
}
