import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type DictionaryRow = { id: number; parentId: number; dataCode: string; dataName: string };
export type EvaluationRow = {
  id: number;
  evaluationKey: string;
  evaluationName: string;
  testResultCode: string;
  description: string;
};

/** Platform-wide reference data: the data dictionary and the evaluation dictionary. */
export function createDictionariesRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<DictionaryRow[]> {
      const rows = await db
        .selectFrom('sys_dictionary')
        .select(['id', 'parent_id', 'data_code', 'data_name'])
        .orderBy('order_num')
        .orderBy('data_code')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        dataCode: row.data_code,
        dataName: row.data_name,
      }));
    },

    async listEvaluations(): Promise<EvaluationRow[]> {
      const rows = await db.selectFrom('evaluation_dictionary').selectAll().orderBy('order_num').execute();
      return rows.map((row) => ({
        id: row.id,
        evaluationKey: row.evaluation_key,
        evaluationName: row.evaluation_name,
        testResultCode: row.test_result_code,
        description: row.description,
      }));
    },
  };
}
