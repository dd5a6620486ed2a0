import type { PageTarget } from './web-bundle.ts';

type Envelope<T> = { code: number; msg: string; data: T };

/**
 * The evaluation pages to measure (docs/PERF.md, "Evaluation pages"), on the demo school: a demo
 * student with a scored result gets a student account and every instrument assigned (the ones
 * already given are skipped), so the phone's list, test and report pages and the console's pages
 * all open on real rows.
 */
export async function evaluationPageTargets(
  baseUrl: string,
  teacher: { account: string; password: string },
  teacherToken: string,
): Promise<PageTarget[]> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
    return envelope.data;
  };
  const completed = await post<{ list: Array<{ studentId: number; resultId: number | null }> }>(
    '/evaluation/assignments/list',
    { status: 'completed', page: 1, limit: 1 },
    teacherToken,
  );
  const scored = completed.list[0];
  if (!scored?.resultId) throw new Error('the demo school has no scored evaluation');
  // A second run on the same data finds the account open: a new password then.
  const student = await post<{ account: string; password: string }>(
    '/stuArchive/createAccount',
    { id: scored.studentId },
    teacherToken,
  ).catch(() =>
    post<{ account: string; password: string }>('/stuArchive/resetPassword', { id: scored.studentId }, teacherToken),
  );
  await post(
    '/evaluation/assign',
    { instrumentKeys: ['hol', 'mbti', 'intelligence', 'anchor', 'pf'], studentIds: [scored.studentId] },
    teacherToken,
  );
  const { token: studentToken } = await post<{ token: string }>('/stuAccount/login', student);
  const mine = await post<Array<{ id: number; status: string }>>('/evaluation/my', {}, studentToken);
  const open = mine.find((assignment) => assignment.status !== 'completed');
  if (!open) throw new Error('the demo student has no open evaluation');
  const asStudent = { studentToken };
  return [
    { name: '/mp-student/evaluations', path: '/mp-student/evaluations', ...asStudent },
    {
      name: '/mp-student/evaluationTake',
      path: `/mp-student/evaluationTake?assignmentId=${open.id}&iswx=false`,
      ...asStudent,
    },
    {
      name: '/mp-student/evaluationReport',
      path: `/mp-student/evaluationReport?resultId=${scored.resultId}&iswx=false`,
      ...asStudent,
    },
    { name: '/edu/studentEvaluation', path: '/edu/studentEvaluation', login: teacher },
    { name: '/edu/evaluateDetail', path: `/edu/evaluateDetail?id=${scored.resultId}`, login: teacher },
    { name: '/edu/analyse', path: '/edu/analyse', login: teacher },
    { name: '/test', path: '/test', login: teacher },
  ];
}
