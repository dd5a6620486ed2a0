import type { Scope } from './real-data.ts';

/** The demo teacher every bench signs in as. */
export const TEACHER = { account: 'teacher', password: 'teacher123' };
/** The 选科 the benches' students take (物理, 化学, 生物): most plan rows admit it. */
export const SUBJECTS = { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' };

export type Envelope<T> = { code: number; msg: string; data: T };
/**
 * What a call came back with: ok when the HTTP status is 2xx and the envelope's code 0; otherwise
 * `error` says why (status, code and message, or the network failure's name).
 */
export type Answer<T> = { ok: boolean; status: number; envelope: Envelope<T> | null; error: string };

/** A client of the console's API as a signed-in teacher (`token`), or anonymous without one. */
export function teacherClient(baseUrl: string, token = '', options: { timeoutMs?: number } = {}) {
  return async function call<T>(url: string, body: unknown = {}): Promise<Answer<T>> {
    try {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json', 'login-type': '0' },
        body: JSON.stringify(body),
        ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
      });
      const text = await response.text();
      const envelope = text ? (JSON.parse(text) as Envelope<T>) : null;
      const ok = response.ok && envelope?.code === 0;
      const error = ok ? '' : `${response.status} ${envelope?.code ?? ''} ${envelope?.msg ?? text.slice(0, 80)}`;
      return { ok, status: response.status, envelope, error };
    } catch (error) {
      return { ok: false, status: 0, envelope: null, error: error instanceof Error ? error.name : String(error) };
    }
  };
}

export type Call = ReturnType<typeof teacherClient>;

/** The data of a call that must succeed (a bench's preparation). */
export async function must<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const settled = await answer;
  if (!settled.ok || !settled.envelope) throw new Error(`${what}: ${settled.error}`);
  return settled.envelope.data;
}

/** The demo teacher's token from a sign-in at `baseUrl` (any instance of the same database honours it). */
export async function teacherToken(baseUrl: string): Promise<string> {
  return (await must(teacherClient(baseUrl)<{ token: string }>('/sys/teacherLogin', TEACHER), 'login')).token;
}

/** Sets the student's 高考 province (the scope's) with a total score and the benches' 选科. */
export function guideIn(call: Call, stuId: number, scope: Scope, scoreTotal: number) {
  return call('/stuGuidance/update', { stuId, province: scope.provinceCode, scoreTotal, ...SUBJECTS });
}

/**
 * 院校专业查询 (the plan page's unit search) in the scope, over a band of 60 points from `scoreMin`
 * with the page's filters; `variant` cycles through name filters and pages as a teacher would.
 */
export function searchUnits(call: Call, scope: Scope, scoreMin: number, variant: number) {
  return call('/enEnrollmentMajor/getEnrollmentMajorList', {
    provinceCode: scope.provinceCode,
    year: scope.year,
    classCode: scope.trackCode,
    scoreMin,
    scoreMax: scoreMin + 60,
    subjects: [SUBJECTS.mainSubject, SUBJECTS.minorSubject1, SUBJECTS.minorSubject2],
    collegeName: variant % 2 === 0 ? '大学' : '',
    majorName: variant % 3 === 1 ? '工程' : '',
    page: 1 + (variant % 3),
    limit: 20,
  });
}
