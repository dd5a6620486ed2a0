import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { EvaluationAnswer } from '@zhihang/contract/evaluations/scoring/result';
import { scoreInstrument } from '@zhihang/contract/evaluations/scoring/score-instrument';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { startServer } from './server-process.ts';

/**
 * `npm run bench:evaluations -w bench`: the evaluation budgets (docs/PERF.md) — storing one
 * answer of an attempt (p95 < 30 ms) and the class analysis over 1,000 students' results
 * (p95 < 200 ms), on the demo world plus 1,000 imported 高二 students whose hol and mbti results
 * are scored with the instruments' own scoring. Figures are printed and saved to
 * bench/results/evaluations.json; nothing is asserted.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18_186);
const STUDENTS = 1_000;
const ANALYSE_SAMPLES = Number(process.env.BENCH_ANALYSE_SAMPLES ?? 200);
const TEACHER = { account: 'teacher', password: 'teacher123' };
const SUBJECTS = [
  ['物理', '化学', '生物'],
  ['物理', '化学', '地理'],
  ['历史', '政治', '地理'],
  ['历史', '政治', '生物'],
  ['物理', '生物', '政治'],
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
};

/** CPU time (user + system) the server process has used, ms: a figure the machine's other load does not inflate. */
function serverCpuMs(pid: number): number {
  const fields = (fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A small seeded generator, so every run scores the same answer sets. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A made-up student's answers: a leaning per scale plus noise; one in twenty answers all the same, fast. */
function answersFor(
  definition: InstrumentDefinition,
  random: () => number,
): Array<EvaluationAnswer & { elapsedMs: number }> {
  const { min, max } = definition.responseScale;
  const careless = random() < 0.05;
  const leaning = new Map(definition.scales.map((scale) => [scale.code, random() * 2 - 1]));
  return definition.items.map((item) => {
    if (careless) return { itemId: item.id, value: min, elapsedMs: 500 };
    const centre = (min + max) / 2 + (leaning.get(item.scale) ?? 0) * ((max - min) / 2);
    const keyed = Math.min(max, Math.max(min, Math.round(centre + (random() - 0.5) * 2)));
    return {
      itemId: item.id,
      value: item.reverse ? min + max - keyed : keyed,
      elapsedMs: 2000 + Math.floor(random() * 5000),
    };
  });
}

async function studentsXlsx(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生档案');
  sheet.addRow(['姓名', '性别', '年级', '班级', '学号', '首选科目', '再选科目1', '再选科目2']);
  for (let n = 1; n <= STUDENTS; n += 1) {
    const [first, second, third] = SUBJECTS[n % SUBJECTS.length]!;
    sheet.addRow([
      `测评同学${n}`,
      n % 2 ? '男' : '女',
      '高二',
      `${(n % 10) + 1}班`,
      `E${String(n).padStart(5, '0')}`,
      first,
      second,
      third,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/**
 * Results written straight into the database: a scored hol and mbti attempt for every imported
 * student, their 选科 in a guidance record, and an overdue assignment for one in ten.
 */
function writeResults(databaseFile: string, now: number): number {
  const database = new Database(databaseFile);
  database.pragma('busy_timeout = 10000');
  try {
    const definitions = new Map<string, { id: number; definition: InstrumentDefinition }>();
    const rows = database
      .prepare('select id, instrument_key, definition from evaluation_instruments order by version desc')
      .all() as Array<{ id: number; instrument_key: string; definition: string }>;
    for (const row of rows) {
      if (!definitions.has(row.instrument_key)) {
        definitions.set(row.instrument_key, {
          id: row.id,
          definition: JSON.parse(row.definition) as InstrumentDefinition,
        });
      }
    }
    const students = database
      .prepare(
        "select id, org_id, teacher_id, main_subject, minor_subject1, minor_subject2 from students where student_no like 'E%' order by id",
      )
      .all() as Array<{
      id: number;
      org_id: number;
      teacher_id: number;
      main_subject: string;
      minor_subject1: string;
      minor_subject2: string;
    }>;
    const assign = database.prepare(
      'insert into evaluation_assignments (org_id, student_id, instrument_key, status, deadline, assigned_by, assigned_at, completed_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id',
    );
    const attempt = database.prepare(
      'insert into evaluation_attempts (org_id, assignment_id, student_id, instrument_id, started_at, submitted_at) values (?, ?, ?, ?, ?, ?) returning id',
    );
    const result = database.prepare(
      'insert into evaluation_results (org_id, student_id, assignment_id, attempt_id, instrument_id, instrument_key, code, outcome, profile, too_fast, all_same, inconsistent, completed_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const guidance = database.prepare(
      "insert into guidance_records (org_id, student_id, teacher_id, kind, created_at, main_subject, minor_subject1, minor_subject2) values (?, ?, ?, 'guidance', ?, ?, ?, ?) on conflict do nothing",
    );
    const random = seeded(1301);
    let written = 0;
    database.transaction(() => {
      for (const [index, student] of students.entries()) {
        guidance.run(
          student.org_id,
          student.id,
          student.teacher_id,
          now,
          student.main_subject,
          student.minor_subject1,
          student.minor_subject2,
        );
        for (const key of ['hol', 'mbti']) {
          const instrument = definitions.get(key);
          if (!instrument) continue;
          const answers = answersFor(instrument.definition, random);
          const outcome = scoreInstrument(instrument.definition, answers);
          const at = now - (index + 1) * 60_000;
          const { id: assignmentId } = assign.get(
            student.org_id,
            student.id,
            key,
            'completed',
            null,
            student.teacher_id,
            at,
            at,
          ) as {
            id: number;
          };
          const { id: attemptId } = attempt.get(student.org_id, assignmentId, student.id, instrument.id, at, at) as {
            id: number;
          };
          result.run(
            student.org_id,
            student.id,
            assignmentId,
            attemptId,
            instrument.id,
            key,
            outcome.code,
            JSON.stringify(outcome),
            JSON.stringify(outcome.scales.map((scale) => [scale.code, scale.percent, scale.sten])),
            outcome.careless.tooFast ? 1 : 0,
            outcome.careless.allSame ? 1 : 0,
            outcome.careless.inconsistent ? 1 : 0,
            at,
          );
          written += 1;
        }
        if (index % 10 === 0) {
          assign.get(
            student.org_id,
            student.id,
            'anchor',
            'assigned',
            now - 86_400_000,
            student.teacher_id,
            now - 7 * 86_400_000,
            null,
          );
        }
      }
    })();
    return written;
  } finally {
    database.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-evaluations-'));
  const server = await startServer({ port: PORT, dataDir, env: { LOGIN_MAX_PER_ADDRESS: '100000' } });
  try {
    const post = async <T>(url: string, body: unknown, token?: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'login-type': '0', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
      return { data: envelope.data, ms: performance.now() - started };
    };
    const teacher = (await post<{ token: string }>('/sys/teacherLogin', TEACHER)).data.token;
    const imported = await post<{ imported: number }>(
      '/stuArchive/import',
      { fileName: 'bench-evaluations.xlsx', content: await studentsXlsx() },
      teacher,
    );
    if (imported.data.imported !== STUDENTS) throw new Error(`imported ${imported.data.imported} students`);
    const results = writeResults(path.join(dataDir, 'zhihang.db'), Date.now());
    console.log(`${STUDENTS} students imported, ${results} scored results written`);

    // Class analysis: the whole grade (1,000+ students), one class, and every grade.
    const pid = server.process.pid as number;
    const grade: number[] = [];
    const oneClass: number[] = [];
    let analysed = { studentCount: 0, warnings: 0 };
    const gradeCpuStart = serverCpuMs(pid);
    for (let sample = 0; sample < ANALYSE_SAMPLES; sample += 1) {
      const { data, ms } = await post<{ studentCount: number; warnings: unknown[] }>(
        '/evaluation/analyse',
        { grade: 2 },
        teacher,
      );
      grade.push(ms);
      analysed = { studentCount: data.studentCount, warnings: data.warnings.length };
    }
    const gradeCpuMs = round((serverCpuMs(pid) - gradeCpuStart) / ANALYSE_SAMPLES);
    for (let sample = 0; sample < ANALYSE_SAMPLES; sample += 1) {
      oneClass.push((await post('/evaluation/analyse', { grade: 2, className: `${(sample % 10) + 1}班` }, teacher)).ms);
    }
    const analyse = {
      ...analysed,
      grade: { ...summary(grade), serverCpuMsPerRequest: gradeCpuMs },
      oneClass: summary(oneClass),
    };
    console.log(
      `analysis of 高二 (${analysed.studentCount} students, ${analysed.warnings} warnings): p50 ${analyse.grade.p50Ms} ms, p95 ${analyse.grade.p95Ms} ms, p99 ${analyse.grade.p99Ms} ms, server CPU ${gradeCpuMs} ms a request; one class p95 ${analyse.oneClass.p95Ms} ms`,
    );

    // Answering: one student takes all five instruments, then changes every answer once.
    const studentId = (
      await post<{ list: Array<{ id: number }> }>('/stuArchive/list', { name: '测评同学7', limit: 1 }, teacher)
    ).data.list[0]!.id;
    const credentials = (
      await post<{ account: string; password: string }>('/stuArchive/createAccount', { id: studentId }, teacher)
    ).data;
    const student = (await post<{ token: string }>('/stuAccount/login', credentials)).data.token;
    const keys = ['hol', 'mbti', 'intelligence', 'anchor', 'pf'];
    await post('/evaluation/assign', { instrumentKeys: keys, studentIds: [studentId] }, teacher);
    const mine = (
      await post<Array<{ id: number; instrumentKey: string; status: string }>>('/evaluation/my', {}, student)
    ).data;
    const answering: number[] = [];
    const submitting: number[] = [];
    let answerCpuMs = 0;
    for (const assignment of mine.filter((entry) => entry.status === 'assigned')) {
      const attempt = (
        await post<{
          id: number;
          instrument: { items: Array<{ id: string }>; responseScale: { min: number; max: number } };
        }>(`/evaluation/attempt/start/${assignment.id}`, {}, student)
      ).data;
      const { min, max } = attempt.instrument.responseScale;
      const cpuStart = serverCpuMs(pid);
      for (const pass of [0, 1]) {
        for (const [index, item] of attempt.instrument.items.entries()) {
          const value = min + ((index + pass) % (max - min + 1));
          answering.push(
            (
              await post(
                '/evaluation/attempt/answer',
                { attemptId: attempt.id, itemId: item.id, value, elapsedMs: 2500 },
                student,
              )
            ).ms,
          );
        }
      }
      answerCpuMs += serverCpuMs(pid) - cpuStart;
      submitting.push((await post(`/evaluation/attempt/submit/${attempt.id}`, {}, student)).ms);
    }
    const answer = { ...summary(answering), serverCpuMsPerRequest: round(answerCpuMs / answering.length) };
    console.log(
      `answering an item (${answer.samples} sequential answers): p50 ${answer.p50Ms} ms, p95 ${answer.p95Ms} ms, p99 ${answer.p99Ms} ms, server CPU ${answer.serverCpuMsPerRequest} ms a request`,
    );
    console.log(`submitting and scoring an attempt: ${submitting.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);

    const figures = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, database: 'sqlite' },
      students: STUDENTS,
      results,
      analyse,
      answer,
      submitMs: submitting.map(round),
    };
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(import.meta.dirname, 'results/evaluations.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
