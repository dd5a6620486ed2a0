/** The days count as one tile per digit (0 → ['0']; negative or broken values count as 0). */
export function countdownDigits(days: number): string[] {
  const whole = Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
  return String(whole).split('');
}
