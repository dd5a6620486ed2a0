import type { Kysely } from 'kysely';
import { addMenuBesideGuidance } from './menu-entries.ts';

/**
 * The admission engine's fitted calibrations, one per province, year and level, with the version
 * of the data (and of the model) they were fitted on. A restarted server serves them at once
 * instead of refitting every province (seconds each); an import changes the data version, and the
 * warm-up fits the province again and replaces its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('engine_calibrations')
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    /** 'major' | 'group' | 'university'. */
    .addColumn('level', 'varchar(16)', (column) => column.notNull())
    /** The model's version and the data fingerprint the fit read, e.g. `m1|17.42.…`. */
    .addColumn('data_version', 'text', (column) => column.notNull())
    /** The fitted calibration as JSON (parameters and comparable units' spreads). */
    .addColumn('calibration', 'text', (column) => column.notNull())
    .addColumn('fitted_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('engine_calibrations_pk', ['province_code', 'year', 'level'])
    .execute();
  await addEngineDataMenu(db);
}

/**
 * Installations seeded before the 数据说明 page: its menu entry after 规划指导, granted to the
 * roles that hold 规划指导 (a fresh database gets it from the seed).
 */
export async function addEngineDataMenu(db: Kysely<unknown>): Promise<void> {
  await addMenuBesideGuidance(db, { name: '数据说明', url: '/edu/engineData', perms: 'stu:plan:info', icon: 'chart' });
}
