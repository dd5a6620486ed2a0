import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

export type RunningServer = { process: ChildProcess; baseUrl: string; startMs: number; stop: () => Promise<void> };

/** Starts `npm start`'s entry on a port and waits until /api/health answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** How long the first start may take (an import of the starter pack takes longer); 60 s by default. */
  startTimeoutMs?: number;
  /** Node flags instead of `npm start`'s (a bench comparing V8 settings). */
  nodeFlags?: readonly string[];
}): Promise<RunningServer> {
  const startedAt = performance.now();
  // The same V8 flags as `npm start` (package.json), so memory figures match production.
  const child = spawn(process.execPath, [...(options.nodeFlags ?? startScriptNodeFlags()), 'scripts/start.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      // The benches measure the small demo world, or the data they imported themselves before the
      // start; the starter pack would change what a "first start" measures.
      STARTER_DATA: '0',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok && ((await response.json()) as { code: number }).code === 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - startedAt;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { process: child, baseUrl, startMs, stop };
}

/** The node flags of the `start` script in package.json (`node --flag … scripts/start.mjs`). */
export function startScriptNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The highest resident set size a process has had so far in MB (VmHWM), from /proc. */
export function peakResidentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kilobytes / 1024) * 10) / 10;
}

/** Resident set size of a process in MB, from /proc. */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kilobytes / 1024) * 10) / 10;
}

/** CPU seconds a process has used, all its threads (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves once the process uses less than 5 % of a core over a second (at most five minutes). */
export async function untilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 300_000;
  let before = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuSeconds(pid);
    if (now - before < 0.05) return;
    before = now;
  }
}
