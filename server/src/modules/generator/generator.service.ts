import { ERROR } from '@zhihang/contract/http/error-codes';
import type { GeneratedFileContent, GeneratorTable } from '@zhihang/contract/operations/generator.schema';
import type { FileContent } from '@zhihang/contract/students/student.schema';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { scaffoldFor, type ColumnInfo } from './scaffold.ts';
import { zipFiles } from './zip-writer.ts';

/**
 * 代码生成: the tables of the database as its catalogue lists them, and the scaffold of a module
 * over one of them. A table is chosen by name from that list only; nothing is written anywhere.
 */
export function createGeneratorService({ db, dialect }: { db: Kysely<Database>; dialect: DialectName }) {
  const tables = async (): Promise<GeneratorTable[]> => {
    const rows =
      dialect === 'postgres'
        ? (
            await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
              select table_name, column_name, data_type, is_nullable from information_schema.columns
              where table_schema = current_schema() order by table_name, ordinal_position
            `.execute(db)
          ).rows.map((row) => ({
            table: row.table_name,
            column: { name: row.column_name, type: row.data_type, nullable: row.is_nullable === 'YES' },
          }))
        : (
            await sql<{ table_name: string; name: string; type: string; notnull: number; pk: number }>`
              select m.name as table_name, p.name, p.type, p."notnull", p.pk
              from sqlite_master m join pragma_table_info(m.name) p
              where m.type = 'table' and m.name not like 'sqlite_%' order by m.name, p.cid
            `.execute(db)
          ).rows.map((row) => ({
            table: row.table_name,
            column: { name: row.name, type: row.type, nullable: row.notnull === 0 && row.pk === 0 },
          }));
    const byTable = new Map<string, ColumnInfo[]>();
    for (const row of rows) {
      if (row.table.startsWith('kysely_')) continue;
      byTable.set(row.table, [...(byTable.get(row.table) ?? []), row.column]);
    }
    return [...byTable]
      .map(([tableName, columns]) => ({ tableName, columns }))
      .sort((a, b) => a.tableName.localeCompare(b.tableName));
  };

  const code = async (tableName: string): Promise<GeneratedFileContent[]> => {
    const table = (await tables()).find((candidate) => candidate.tableName === tableName);
    if (!table) throw new AppError(ERROR.recordNotFound);
    if (!table.columns.some((column) => column.name === 'id')) {
      throw new AppError({ code: 500, msg: '该表没有 id 列，无法生成增删改查代码' });
    }
    return scaffoldFor(table.tableName, table.columns);
  };

  return {
    tables,
    code,
    async zip(tableName: string): Promise<FileContent> {
      const files = await code(tableName);
      return {
        fileName: `${tableName}-scaffold.zip`,
        contentType: 'application/zip',
        content: zipFiles(files).toString('base64'),
      };
    },
  };
}

export type GeneratorService = ReturnType<typeof createGeneratorService>;
