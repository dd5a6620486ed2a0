import { BOARD_STATUS_LABELS, type BoardStatus } from '@zhihang/contract/class-board/board-status';
import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { FileAnswer } from '../../http/route.ts';
import { planSheetOf } from '../plans/plan-workbook.ts';
import { writeSheets, type SheetColumn } from '../students/student-workbook.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A student of the export with the plan the board counts as final (none: 未建). */
export type FinalPlanEntry = {
  className: string;
  studentName: string;
  status: BoardStatus;
  /** Marked final; otherwise the most recently changed plan stands for it, as on the board. */
  marked: boolean;
  plan: PlanDetail | null;
};

const SUMMARY_NAME = '汇总';
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

const SUMMARY_COLUMNS: SheetColumn[] = [
  { header: '班级', width: 10 },
  { header: '姓名', width: 10 },
  { header: '最终方案', width: 18 },
  { header: '标记为最终', width: 10 },
  { header: '状态', width: 12 },
  { header: '志愿数', width: 8 },
  { header: '工作表', width: 30 },
];

/** Cut to Excel's length by characters, not UTF-16 units (a rare name character takes two). */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * Sheet names Excel accepts, in order: forbidden characters replaced, no apostrophe at either end
 * (Excel refuses it), at most 31 characters, and unique ignoring case (a repeat gets (2), (3) …,
 * its base cut so the number fits). `taken` are names already used (the summary's).
 */
export function sheetNamesOf(wanted: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  // History is Excel's own sheet name.
  used.add('history');
  return wanted.map((raw) => {
    const clean =
      raw
        .replace(SHEET_NAME_FORBIDDEN, ' ')
        .replace(/^'+|'+$/g, '')
        .trim() || '志愿表';
    let name = cut(clean, SHEET_NAME_MAX);
    for (let n = 2; used.has(name.toLowerCase()); n += 1) {
      const suffix = `(${n})`;
      name = `${cut(clean, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * The school's final plans as one workbook: a summary of every student asked for (those without
 * a plan too), then one sheet per plan in the per-plan export's filling-order layout.
 */
export async function finalPlansWorkbook(entries: readonly FinalPlanEntry[]): Promise<FileAnswer> {
  const planned = entries.flatMap((entry) => (entry.plan ? [{ entry, plan: entry.plan }] : []));
  const names = sheetNamesOf(
    planned.map(({ entry, plan }) => `${entry.studentName}_${plan.name}`),
    [SUMMARY_NAME],
  );
  const sheetNameOf = new Map<FinalPlanEntry, string>(planned.map(({ entry }, index) => [entry, names[index] ?? '']));
  const summary = entries.map((entry) => [
    entry.className,
    entry.studentName,
    entry.plan?.name ?? '',
    entry.plan ? (entry.marked ? '是' : '否') : '',
    BOARD_STATUS_LABELS[entry.status],
    entry.plan ? String(entry.plan.rows.length) : '',
    sheetNameOf.get(entry) ?? '无最终方案',
  ]);
  const planSheets = planned.map(({ entry, plan }) => ({ ...planSheetOf(plan), name: sheetNameOf.get(entry) ?? '' }));
  return {
    fileName: '最终方案汇总.xlsx',
    asciiFileName: 'final-plans.xlsx',
    contentType: XLSX_TYPE,
    content: await writeSheets([{ name: SUMMARY_NAME, columns: SUMMARY_COLUMNS, rows: summary }, ...planSheets]),
  };
}
