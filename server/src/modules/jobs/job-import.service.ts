import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createJobsRepository } from './jobs.repository.ts';

/** What the importer needs of the jobs, on its connection (the file's transaction). */
export function createJobImportService(db: Kysely<Database>) {
  const jobs = createJobsRepository(db);
  return {
    /** Job id by occupation code. */
    idsByCode: (): Promise<Map<string, number>> => jobs.idsByCode(),
  };
}
