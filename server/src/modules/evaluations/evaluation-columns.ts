/** Column values as both dialects return them: 0/1 flags, and bigints PostgreSQL may send as strings. */
export const flag = (value: number | null | undefined) => Number(value ?? 0) === 1;

export const nullableNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
