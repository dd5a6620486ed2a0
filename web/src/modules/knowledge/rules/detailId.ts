/** Most digits a record id has; longer strings are not ids (and would lose precision). */
const MAX_ID_DIGITS = 15;

/**
 * The record id of a detail page's address (`?universityId=12`): a positive decimal whole number,
 * or null when the parameter is missing, zero or anything else (`0x10`, `1e3`, `-1`, `abc`), so the
 * page says the id is missing instead of asking the server.
 */
export function detailIdOf(raw: string | null): number | null {
  if (!raw || raw.length > MAX_ID_DIGITS || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
