import type { PlanDetail } from '@zhihang/contract/plans/plan.schema';
import type { AuthContext } from '../../http/auth-context.ts';
import type { FileAnswer } from '../../http/route.ts';
import { writeSheet, type SheetColumn } from '../students/student-workbook.ts';
import type { PlansService } from './plans.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A plan as the rows of its sheet: the header, then one row per slot in the 志愿表's order. */
export type PlanSheet = { name: string; columns: SheetColumn[]; rows: string[][] };

const CODE_WIDTH = 10;
const NAME_WIDTH = 22;

/** Characters Excel refuses in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

const adjustmentText = (obeys: boolean | null) => (obeys === null ? '' : obeys ? '是' : '否');

/**
 * The 志愿表 as the province's form asks for it. 院校专业组: a slot is a group — 院校代码,
 * 专业组代码, the majors' codes in order, 服从调剂. 院校: a slot is a school, its majors and
 * 服从调剂 (no group code). 专业+院校: a slot is one major of one school. The names follow the
 * codes, for the family reading the sheet; a form is filled from the codes.
 */
export function planSheetOf(plan: PlanDetail): PlanSheet {
  const name = plan.name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX) || '志愿表';
  if (plan.fillingMode === '专业+院校') {
    return {
      name,
      columns: [
        { header: '志愿', width: 6 },
        { header: '院校代码', width: CODE_WIDTH },
        { header: '专业代码', width: CODE_WIDTH },
        { header: '院校名称', width: NAME_WIDTH },
        { header: '专业名称', width: NAME_WIDTH },
      ],
      rows: plan.rows.map((row) => [
        String(row.slot),
        row.collegeCode,
        row.majors[0]?.majorCode ?? '',
        row.collegeName,
        row.majors[0]?.majorName ?? '',
      ]),
    };
  }
  const withGroup = plan.fillingMode === '院校专业组';
  const majorSlots = Math.max(1, plan.rule?.majorsPerGroup ?? 0, ...plan.rows.map((row) => row.majors.length));
  const numbered = (label: string) => Array.from({ length: majorSlots }, (_, index) => `专业${index + 1}${label}`);
  const column = (width: number) => (header: string) => ({ header, width });
  const padded = (values: string[]) => [...values, ...Array<string>(majorSlots - values.length).fill('')];
  return {
    name,
    columns: [
      { header: '志愿', width: 6 },
      { header: '院校代码', width: CODE_WIDTH },
      ...(withGroup ? [{ header: '专业组代码', width: CODE_WIDTH }] : []),
      ...numbered('代码').map(column(CODE_WIDTH)),
      { header: '服从调剂', width: 9 },
      { header: '院校名称', width: NAME_WIDTH },
      ...(withGroup ? [{ header: '专业组名称', width: 12 }] : []),
      ...numbered('名称').map(column(NAME_WIDTH)),
    ],
    rows: plan.rows.map((row) => [
      String(row.slot),
      row.collegeCode,
      ...(withGroup ? [row.groupCode] : []),
      ...padded(row.majors.map((major) => major.majorCode)),
      adjustmentText(row.obeysAdjustment),
      row.collegeName,
      ...(withGroup ? [row.groupName] : []),
      ...padded(row.majors.map((major) => major.majorName)),
    ]),
  };
}

/** The file's name: the student, the plan and what it is (张三_稳妥方案_志愿表.xlsx). */
export const planFileNameOf = (plan: Pick<PlanDetail, 'name' | 'student'>) =>
  `${plan.student.name}_${plan.name}_志愿表.xlsx`.replace(/[\\/:*?"<>|\r\n]/g, '_');

/** One plan of the caller's scope as an XLSX file in the province's filling order. */
export async function exportPlanWorkbook(plans: PlansService, auth: AuthContext, planId: number): Promise<FileAnswer> {
  const plan = await plans.info(auth, planId);
  const sheet = planSheetOf(plan);
  return {
    fileName: planFileNameOf(plan),
    asciiFileName: `plan-${plan.id}.xlsx`,
    contentType: XLSX_TYPE,
    content: await writeSheet(sheet.name, sheet.columns, sheet.rows),
  };
}
