import type { MiddleSchool } from '@zhihang/contract/base-data/base-data.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { createMiddleSchoolsRepository, type MiddleSchoolRow } from './middle-schools.repository.ts';

/** The pages look schools up by id: the lists go out as an id → school map. */
const byId = (rows: MiddleSchoolRow[]): Record<string, MiddleSchool> =>
  Object.fromEntries(rows.map((row) => [String(row.id), row]));

export function createMiddleSchoolsService({ db }: { db: Kysely<Database> }) {
  const schools = createMiddleSchoolsRepository(db);
  return {
    /** Every high school (platform content). */
    allById: async (): Promise<Record<string, MiddleSchool>> => byId(await schools.listAll()),

    /** The schools the caller's organisation has used. */
    usedBy: async (auth: AuthContext): Promise<Record<string, MiddleSchool>> =>
      byId(await schools.listUsedBy(auth.orgId)),
  };
}

export type MiddleSchoolsService = ReturnType<typeof createMiddleSchoolsService>;
