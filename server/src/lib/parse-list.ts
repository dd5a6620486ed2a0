/** A list cell: a JSON array, or items separated by | , ， 、 or spaces. */
export function parseList(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((item) => String(item).trim()).filter(Boolean);
    } catch {
      // not JSON after all: split below
    }
  }
  return trimmed
    .split(/[|,，、\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}
