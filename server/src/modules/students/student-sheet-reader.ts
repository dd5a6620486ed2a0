import { Worker } from 'node:worker_threads';
import type { SheetAnswer, SheetRequest } from './student-sheet-worker.ts';
import { WorkbookReadError, type SheetContent } from './student-workbook.ts';

/**
 * The worker's file: beside this module when the server runs from TypeScript, the bundle's own
 * entry (`server/dist/student-sheet-worker.mjs`) otherwise.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./student-sheet-worker.ts', import.meta.url)
    : new URL('./student-sheet-worker.mjs', import.meta.url);
}

/** Sheets read at once; more wait their turn, so a burst of uploads cannot add up the memory. */
const READERS = 2;
/** A worker's heap: a sheet within the unpacked limit needs far less; beyond, the read fails alone. */
const WORKER_HEAP_MB = 512;

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function readInWorker(content: Buffer, maxRows: number): Promise<SheetContent> {
  const url = workerUrl();
  const request: SheetRequest = { content, maxRows };
  const options = { workerData: request, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  // From source (tests, `npm start -w server`) the worker registers the TypeScript loader first.
  const worker = url.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
        { ...options, eval: true },
      )
    : new Worker(url, options);
  return new Promise<SheetContent>((resolve, reject) => {
    let answered = false;
    worker.once('message', (answer: SheetAnswer) => {
      answered = true;
      if ('sheet' in answer) resolve(answer.sheet);
      else if ('refused' in answer) reject(new WorkbookReadError(answer.refused));
      else reject(new Error(answer.failed));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (!answered) reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`student sheet reader exited with ${code}`));
    });
  });
}

/** The first sheet of an uploaded student workbook, read in a worker thread, two at a time. */
export async function readStudentSheet(content: Buffer, maxRows: number): Promise<SheetContent> {
  const done = await turn();
  try {
    return await readInWorker(content, maxRows);
  } finally {
    done();
  }
}
