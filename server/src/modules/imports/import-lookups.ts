import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createJobImportService } from '../jobs/job-import.service.ts';
import { createMajorImportService } from '../majors/major-import.service.ts';
import { MajorNameIndex } from '../majors/major-name-index.ts';
import { createUniversityImportService } from '../universities/university-import.service.ts';
import { UniversityNameIndex } from '../universities/university-name-index.ts';
import type { ImportTouch } from './import-touch.ts';

/**
 * In-memory indexes a run resolves names and codes through, each built once and rebuilt only
 * after a file changed (or rolled back changes to) the table behind it.
 */
export class ImportLookups {
  private universityIndex: Promise<UniversityNameIndex> | undefined;
  private majorIndex: Promise<MajorNameIndex> | undefined;
  private jobIds: Promise<Map<string, number>> | undefined;

  constructor(private db: Kysely<Database>) {}

  /** The connection lookups load through: the file's transaction while a file is imported. */
  use(db: Kysely<Database>): void {
    this.db = db;
  }

  universities(): Promise<UniversityNameIndex> {
    this.universityIndex ??= createUniversityImportService(this.db)
      .identities()
      .then((identities) => new UniversityNameIndex(identities));
    return this.universityIndex;
  }

  majors(): Promise<MajorNameIndex> {
    this.majorIndex ??= createMajorImportService(this.db)
      .identities()
      .then((identities) => new MajorNameIndex(identities));
    return this.majorIndex;
  }

  jobs(): Promise<Map<string, number>> {
    this.jobIds ??= createJobImportService(this.db).idsByCode();
    return this.jobIds;
  }

  invalidate(touches: readonly ImportTouch[]): void {
    if (touches.includes('universities')) this.universityIndex = undefined;
    if (touches.includes('majors')) this.majorIndex = undefined;
    if (touches.includes('jobs')) this.jobIds = undefined;
  }
}
