/** Beijing time of an epoch-ms instant as `YYYY-MM-DD HH:mm:ss`, whatever the browser's zone. */
export function chinaTime(at: number | null | undefined): string {
  if (!at) return '';
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch ms of the start of a Beijing calendar day given as `YYYY-MM-DD`. */
export function chinaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}
