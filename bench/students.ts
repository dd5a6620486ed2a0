import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { startServer } from './server-process.ts';

/**
 * `npm run bench:students -w bench`: the student area's budgets (docs/PERF.md) — importing a
 * 5,000-row XLSX, and the filtered student list over those 5,000 students. Figures are printed
 * and saved to bench/results/students.json; nothing is asserted.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18_182);
const ROWS = 5_000;
const LIST_SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 400);
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const TEACHER = { account: 'teacher', password: 'teacher123' };

const HEADER = [
  '姓名',
  '性别',
  '年级',
  '班级',
  '学号',
  '手机号',
  '高考省份',
  '首选科目',
  '再选科目1',
  '再选科目2',
  '民族',
];
const SURNAMES = '张王李赵刘陈杨黄周吴徐孙马朱胡郭何林罗高';
const MINORS = [
  ['化学', '生物'],
  ['化学', '地理'],
  ['生物', '政治'],
  ['政治', '地理'],
];
const PROVINCES = ['广东省', '北京市', '江苏省', '浙江省', '四川省'];

async function studentsXlsx(prefix: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生档案');
  sheet.addRow(HEADER);
  for (let n = 1; n <= ROWS; n += 1) {
    const [minor1, minor2] = MINORS[n % MINORS.length] as [string, string];
    sheet.addRow([
      `${SURNAMES[n % SURNAMES.length]}同学${n}`,
      n % 2 ? '男' : '女',
      ['高一', '高二', '高三'][n % 3],
      `${(n % 12) + 1}班`,
      `${prefix}${String(n).padStart(5, '0')}`,
      String(13_000_000_000 + n),
      PROVINCES[n % PROVINCES.length],
      n % 4 ? '物理' : '历史',
      minor1,
      minor2,
      n % 9 ? '汉族' : '回族',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

/** Filters a teacher combines on the list page, cycled through the samples. */
const FILTERS: Array<Record<string, unknown>> = [
  {},
  { name: '同学12' },
  { grade: 2 },
  { className: '3班' },
  { mainSubject: '0604', minorSubject: '0606' },
  { province: '440000', grade: 3 },
  { status: 1, mainSubject: '0605' },
  { name: '张', grade: 1, className: '7班', province: '110000' },
];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-bench-students-'));
  const server = await startServer({
    port: PORT,
    dataDir,
    env: { LOGIN_MAX_PER_ADDRESS: '100000' },
  });
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
    const token = (await post<{ token: string }>('/sys/teacherLogin', TEACHER)).data.token;

    const imports: number[] = [];
    let listed = 0;
    const list: Record<string, number> = {};
    for (let run = 1; run <= IMPORT_RUNS; run += 1) {
      const content = await studentsXlsx(`B${run}-`);
      const { data, ms } = await post<{ imported: number }>(
        '/stuArchive/import',
        { fileName: `bench-${run}.xlsx`, content },
        token,
      );
      if (data.imported !== ROWS) throw new Error(`import ${run} wrote ${data.imported} rows`);
      imports.push(round(ms));
      console.log(
        `import ${run}: ${ROWS} rows (${Math.round(content.length / 1024)} KB base64) in ${Math.round(ms)} ms`,
      );

      if (run === 1) {
        // The list budget is over 5,000 students: measured before later imports add more.
        const total = await post<{ totalCount: number }>('/stuArchive/list', { limit: 1 }, token);
        listed = total.data.totalCount;
        const latencies: number[] = [];
        for (let sample = 0; sample < LIST_SAMPLES; sample += 1) {
          const filter = FILTERS[sample % FILTERS.length];
          latencies.push((await post('/stuArchive/list', { page: 1 + (sample % 5), limit: 20, ...filter }, token)).ms);
        }
        latencies.sort((a, b) => a - b);
        list.p50Ms = round(percentile(latencies, 50));
        list.p95Ms = round(percentile(latencies, 95));
        list.p99Ms = round(percentile(latencies, 99));
        console.log(
          `list with filters over ${listed} students, ${LIST_SAMPLES} sequential requests: p50 ${list.p50Ms} ms, p95 ${list.p95Ms} ms, p99 ${list.p99Ms} ms`,
        );
        const concurrent = await autocannon({
          url: `${server.baseUrl}/api/stuArchive/list`,
          duration: Number(process.env.BENCH_DURATION ?? 10),
          connections: 10,
          requests: FILTERS.map((filter) => ({
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify({ limit: 20, ...filter }),
          })),
        });
        list.concurrentRequestsPerSecond = Math.round(concurrent.requests.average);
        list.concurrentP97_5Ms = concurrent.latency.p97_5;
        list.concurrentP99Ms = concurrent.latency.p99;
        console.log(
          `list under 10 connections: ${list.concurrentRequestsPerSecond} req/s, p97.5 ${list.concurrentP97_5Ms} ms, p99 ${list.concurrentP99Ms} ms`,
        );
      }
    }
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, database: 'sqlite' },
      importRows: ROWS,
      importMs: imports,
      listStudents: listed,
      list,
    };
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results/students.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
