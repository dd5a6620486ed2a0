/**
 * One text per statement shape: literals and parameters become `?`, a list of them one `?…`,
 * whitespace one space, so that the same query with other values counts as one statement.
 */
export function normaliseSql(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+/g, '?')
    .replace(/\b\d+(\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\?(\s*,\s*\?)+\s*\)/g, '(?…)')
    .replace(/ values (\(\?…\)|\(\?\))(, (\(\?…\)|\(\?\)))+/gi, ' values $1, …')
    .trim()
    .slice(0, 2000);
}
