import { ELECTIVE_SUBJECTS } from '@zhihang/contract/admissions/admission-codes';
import { BOARD_STATUS_LABELS } from '@zhihang/contract/class-board/board-status';
import type { ClassBoard } from '@zhihang/contract/class-board/class-board.schema';
import type { FileAnswer } from '../../http/route.ts';
import { writeSheet, type SheetColumn } from '../students/student-workbook.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: SheetColumn[] = [
  { header: '班级', width: 10 },
  { header: '姓名', width: 10 },
  { header: '成绩', width: 8 },
  { header: '位次', width: 10 },
  { header: '位次年份', width: 9 },
  { header: '选科', width: 14 },
  { header: '方案数', width: 8 },
  { header: '最终方案', width: 18 },
  { header: '状态', width: 12 },
  { header: '整表录取概率', width: 12 },
  { header: '阻断问题', width: 9 },
  { header: '提醒问题', width: 9 },
  { header: '截止时间', width: 18 },
  { header: '最后修改', width: 18 },
  { header: '红旗', width: 60 },
];

/** Beijing time as the teachers read it: 2026-06-25 18:00. */
const subjectName = (code: string) => ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.name ?? code;

const percentOf = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)}%`);

const beijing = (at: number | null) =>
  at === null ? '' : new Date(at + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** The board as a sheet: one row per student, the columns as the page shows them. */
export function boardSheetRows(board: ClassBoard): string[][] {
  return board.rows.map((row) => [
    row.className,
    row.name,
    row.score === null ? '' : String(row.score),
    row.rank === null ? '' : String(row.rank),
    row.rankYear === null ? '' : String(row.rankYear),
    row.subjects.map(subjectName).join(' '),
    String(row.planCount),
    row.finalPlan?.name ?? '',
    BOARD_STATUS_LABELS[row.status],
    percentOf(row.finalPlan?.admitted ?? null),
    row.finalPlan ? String(row.finalPlan.findings.fatal) : '',
    row.finalPlan ? String(row.finalPlan.findings.warning) : '',
    beijing(row.deadlineAt),
    beijing(row.lastChangedAt),
    row.flags.map((flag) => flag.text).join('；'),
  ]);
}

export async function boardWorkbook(board: ClassBoard): Promise<FileAnswer> {
  return {
    fileName: '班级看板.xlsx',
    asciiFileName: 'class-board.xlsx',
    contentType: XLSX_TYPE,
    content: await writeSheet('班级看板', COLUMNS, boardSheetRows(board)),
  };
}
