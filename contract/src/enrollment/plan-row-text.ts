/**
 * How a plan row is named and its tuition written, for the console and the student pages alike
 * (zod-free so the phone bundle can use it).
 */

export type PlanRowNaming = { major: string; majorExamCode: string | null; groupCode: string | null };

/**
 * Some provinces' plan books (广东, 福建 in the open data) list a 院校专业组 as one row without its
 * majors; the row then carries the school's name + 组 + the group code as its "major" and
 * `<group>_001` as its code. Such a row is a group, not a major.
 */
export function isGroupOnlyPlanRow(row: PlanRowNaming): boolean {
  const group = row.groupCode?.trim();
  if (!group) return false;
  const code = row.majorExamCode?.trim() ?? '';
  const codeIsGroup = code === '' || code === group || code.startsWith(`${group}_`);
  return codeIsGroup && row.major.trim().endsWith(`组${group}`);
}

/** The row's display name and code: a group-only row becomes 专业组 <code>, with no major code. */
export function planRowName(row: PlanRowNaming): { name: string; code: string | null; groupOnly: boolean } {
  if (isGroupOnlyPlanRow(row)) return { name: `专业组 ${row.groupCode!.trim()}`, code: null, groupOnly: true };
  return { name: row.major, code: row.majorExamCode || null, groupOnly: false };
}

/**
 * A plan's major (`majorName` / `majorCode`, as plans carry them) named like a search row: the
 * group code is the slot's, since a group-only row is told by its group.
 */
export function planMajorName(major: { majorName: string; majorCode: string }, groupCode: string | null) {
  return planRowName({ major: major.majorName, majorExamCode: major.majorCode, groupCode });
}

/**
 * A yearly tuition as published, tidied: `6000.0` → `6000`, `6500.00` → `6500`; text such as
 * 待定 or `1.48万` stays as it is; nothing → ''.
 */
export function tuitionText(tuition: string | null | undefined): string {
  const text = (tuition ?? '').trim();
  const whole = /^(\d+)\.0+$/.exec(text);
  return whole ? whole[1]! : text;
}

const SPECIAL_SCHOOLS: ReadonlyArray<[RegExp, string]> = [
  [
    /陆军|海军|空军|火箭军|武警|军医大学|国防科技大学|战略支援部队|解放军|军事/,
    '军队院校：提前批录取，须政审、军检和面试',
  ],
  [/警察|公安|警官/, '公安院校：提前批录取，须政审、体检和面试'],
  [/消防救援/, '消防院校：提前批录取，须政审和体检'],
];

/**
 * Military, police and fire-service schools admit in the 提前批 with 政审 and 体检: a row of theirs
 * in an ordinary batch's list carries this warning; '' for other schools.
 */
export function specialAdmissionNote(collegeName: string): string {
  return SPECIAL_SCHOOLS.find(([pattern]) => pattern.test(collegeName))?.[1] ?? '';
}
