import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MajorIdentity } from './major-name-index.ts';
import { createMajorsRepository } from './majors.repository.ts';

/** What the importer needs of the majors, on its connection (the file's transaction). */
export function createMajorImportService(db: Kysely<Database>) {
  const majors = createMajorsRepository(db);
  return {
    /** Codes and names of every major, for resolving published names. */
    identities: (): Promise<MajorIdentity[]> => majors.listIdentities(),
    /** Recomputes which majors have a plan in each year, from the admissions module's planned majors. */
    refreshCurrentPlanMajors: (
      planned: ReadonlyArray<{ year: number; majorId: number }>,
    ): Promise<{ added: number; removed: number }> => majors.refreshCurrentPlanMajors(planned),
  };
}
