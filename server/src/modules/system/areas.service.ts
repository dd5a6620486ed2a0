import type { Area } from '@zhihang/contract/system/area.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAreasRepository } from './areas.repository.ts';

/** Provinces with their prefecture-level cities (GB/T 2260 codes). */
export function createAreasService({ db }: { db: Kysely<Database> }) {
  const areas = createAreasRepository(db);

  return {
    async tree(): Promise<Area[]> {
      const rows = await areas.listAll();
      const provinces = new Map<string, Area>();
      for (const row of rows) {
        if (row.level === 1) provinces.set(row.code, { code: row.code, name: row.name, children: [] });
      }
      for (const row of rows) {
        if (row.level === 2)
          provinces.get(row.parent_code)?.children.push({ code: row.code, name: row.name, children: [] });
      }
      return [...provinces.values()];
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
