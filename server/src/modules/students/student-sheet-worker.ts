import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet, WorkbookReadError } from './student-workbook.ts';

/**
 * Worker thread: reads one uploaded student sheet (unpacking and parsing a workbook takes seconds
 * and hundreds of MB for a large one), so the server's event loop keeps serving meanwhile.
 */
export type SheetRequest = { content: Uint8Array; maxRows: number };
export type SheetAnswer =
  { sheet: Awaited<ReturnType<typeof readFirstSheet>> } | { refused: string } | { failed: string };

const request = workerData as SheetRequest;
readFirstSheet(
  Buffer.from(request.content.buffer, request.content.byteOffset, request.content.byteLength),
  request.maxRows,
)
  .then((sheet) => parentPort!.postMessage({ sheet } satisfies SheetAnswer))
  .catch((error: unknown) =>
    parentPort!.postMessage(
      error instanceof WorkbookReadError
        ? ({ refused: error.message } satisfies SheetAnswer)
        : ({ failed: error instanceof Error ? error.message : String(error) } satisfies SheetAnswer),
    ),
  );
