import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createUniversitiesRepository } from './universities.repository.ts';
import type { UniversityIdentity } from './university-name-index.ts';

/** What the importer needs of the universities, on its connection (the file's transaction). */
export function createUniversityImportService(db: Kysely<Database>) {
  const universities = createUniversitiesRepository(db);
  return {
    /** Codes and names every university is known by, for resolving published names. */
    identities: (): Promise<UniversityIdentity[]> => universities.listIdentities(),
    /** Recomputes the fields derived from several sources (rankings, tags); the count updated. */
    refreshDerivedFields: (): Promise<number> => universities.refreshDerivedFields(),
  };
}
