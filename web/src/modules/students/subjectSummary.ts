/**
 * The subject choice in one short line, e.g. `物理 + 化学 / 生物`; '' when not chosen yet.
 * `nameOf` turns a subject code into its dictionary name.
 */
export function subjectSummary(
  choice: { mainSubject: string; minorSubject1: string; minorSubject2: string },
  nameOf: (code: string) => string,
): string {
  if (!choice.mainSubject) return '';
  const minors = [choice.minorSubject1, choice.minorSubject2].filter(Boolean).map(nameOf);
  return minors.length ? `${nameOf(choice.mainSubject)} + ${minors.join(' / ')}` : nameOf(choice.mainSubject);
}
