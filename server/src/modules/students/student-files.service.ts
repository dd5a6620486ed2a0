import { ERROR } from '@zhihang/contract/http/error-codes';
import type {
  FileContent,
  StudentFilter,
  StudentImportBody,
  StudentImportReport,
} from '@zhihang/contract/students/student.schema';
import { IMPORT_MAX_REPORTED_ERRORS, IMPORT_MAX_ROWS } from '@zhihang/contract/students/student-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { seesWholeOrg, type AuthContext } from '../../http/auth-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { exportColumns, studentCells, templateColumns, templateInstructions } from './student-columns.ts';
import { readStudentRows } from './student-import-rows.ts';
import { readStudentSheet } from './student-sheet-reader.ts';
import { WorkbookReadError, writeSheet, writeTemplate } from './student-workbook.ts';
import { chinaDate } from './school-calendar.ts';
import { createStudentsRepository } from './students.repository.ts';
import { studentScopeOf } from './student-scope.policy.ts';
import type { StudentsService } from './students.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME = '学生档案';
/** Most students one export holds. */
const EXPORT_MAX_ROWS = 50_000;

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  students: StudentsService;
  now?: () => number;
};

const xlsxFile = (fileName: string, content: Buffer): FileContent => ({
  fileName,
  contentType: XLSX_TYPE,
  content: content.toString('base64'),
});

const badFile = (reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：content ${reason}` });

/** The student sheet in and out: the import template, the export of a filtered list, imports. */
export function createStudentFilesService({ db, auth: accounts, students, now = Date.now }: Dependencies) {
  const repository = createStudentsRepository(db, accounts);

  return {
    async template(): Promise<FileContent> {
      const { dictionary, provinces } = await students.referenceData();
      const content = await writeTemplate(
        SHEET_NAME,
        templateColumns({ dictionary, provinces, now: now() }),
        templateInstructions(),
      );
      return xlsxFile('学生档案导入模板.xlsx', content);
    },

    /** The caller's students matching the list's filters, all pages. */
    async export(auth: AuthContext, filter: StudentFilter): Promise<FileContent> {
      const at = now();
      const [{ dictionary, provinces }, rows] = await Promise.all([
        students.referenceData(),
        repository.listAll(studentScopeOf(auth), students.queryOf(filter), EXPORT_MAX_ROWS),
      ]);
      const content = await writeSheet(
        SHEET_NAME,
        exportColumns(),
        rows.map((row) => studentCells(row, { dictionary, provinces, now: at })),
      );
      return xlsxFile(`学生档案_${chinaDate(at)}.xlsx`, content);
    },

    /**
     * All rows or none: every row is checked first and any error returns the full report with
     * nothing written; a clean file is inserted in one transaction into the caller's org.
     */
    async import(auth: AuthContext, body: StudentImportBody): Promise<StudentImportReport> {
      let sheet;
      try {
        sheet = await readStudentSheet(Buffer.from(body.content, 'base64'), IMPORT_MAX_ROWS);
      } catch (error) {
        if (error instanceof WorkbookReadError) throw badFile(error.message);
        throw error;
      }
      // A readable sheet without rows is the blank template sent back: a business message, not a 400.
      if (!sheet.rows.length) throw new AppError(ERROR.importSheetEmpty);
      const [{ dictionary, provinces }, staff, takenStudentNos] = await Promise.all([
        students.referenceData(),
        accounts.staffMembers(auth.orgId),
        repository.studentNumbers(auth.orgId),
      ]);
      const { values, errors } = readStudentRows(sheet, {
        dictionary,
        provinces,
        staff,
        importer: { id: auth.userId, mayAssignOthers: seesWholeOrg(auth) },
        takenStudentNos,
        now: now(),
      });
      const total = sheet.rows.length;
      if (errors.length) {
        return {
          total,
          imported: 0,
          errorCount: errors.length,
          errors: errors.slice(0, IMPORT_MAX_REPORTED_ERRORS),
        };
      }
      await withTransaction(db, async (trx) => {
        const scoped = createStudentsRepository(trx, accounts.within(trx));
        // A student number given meanwhile by someone else refuses the file like any other error.
        const taken = await scoped.studentNumbers(auth.orgId);
        if (values.some((row) => row.studentNo && taken.has(row.studentNo))) {
          throw new AppError(ERROR.duplicateStudentNo);
        }
        await scoped.insertMany(auth.orgId, values, now());
      });
      return { total, imported: values.length, errorCount: 0, errors: [] };
    },
  };
}

export type StudentFilesService = ReturnType<typeof createStudentFilesService>;
