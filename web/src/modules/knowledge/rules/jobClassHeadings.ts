/** What a row of the job list needs to be grouped under its classes. */
type ClassedJob = {
  id: number;
  parentId: number | null;
  grandparentId: number | null;
  parentName: string;
  grandparentName: string;
};

/** A class heading between the occupations of the console job list (not a link: classes have no page). */
export type JobClassHeading = { id: number; heading: string };

export const isJobClassHeading = (row: object): row is JobClassHeading => 'heading' in row;

/**
 * The occupations of one page with a heading (大类 / 中类) above each run of the same class, as the
 * major list shows 门类 and 专业类: the rows come ordered by code, so a class's occupations are
 * together, and a page that starts inside a class repeats its heading. A heading's id is the
 * negative of its class's id, so it never collides with an occupation's.
 */
export function withClassHeadings<T extends ClassedJob>(jobs: readonly T[]): Array<T | JobClassHeading> {
  const rows: Array<T | JobClassHeading> = [];
  let currentClass: number | null | undefined;
  for (const job of jobs) {
    const classId = job.parentId ?? job.grandparentId;
    if (classId !== currentClass) {
      currentClass = classId;
      const heading = [job.grandparentName, job.parentName].filter(Boolean).join(' / ');
      if (heading && classId !== null) rows.push({ id: -classId, heading });
    }
    rows.push(job);
  }
  return rows;
}
