import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './column-helpers.ts';
import { createAdmissionTables } from './0002_knowledge_admissions.ts';
import { uniqueSourceKey, withImportSource } from './imported-row-columns.ts';

/**
 * The knowledge base: universities, majors, jobs, middle schools, rankings, and the bookkeeping of
 * imported files. Content is platform-wide; only the middle-school usage per organisation is
 * tenant-owned; and the admissions data (0002_knowledge_admissions.ts).
 *
 * Imported rows carry `file_id` (the file they came from) + `row_key` (their natural key inside
 * that file) + `row_hash` (of the imported values), so a re-import can tell inserted / updated /
 * unchanged rows cheaply, and `data_source_id`: the provenance (source id, URL, quality) the file
 * gave for the row, stored once in data_sources instead of on each of ~900k rows.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await createImportBookkeeping(db, dialect);
  await createUniversities(db, dialect);
  await createMajors(db, dialect);
  await createJobs(db, dialect);
  await createMiddleSchools(db, dialect);
  await createRankings(db, dialect);
  await createAdmissionTables(db, dialect);
}

async function createImportBookkeeping(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // A file is known by its name: re-importing a file of the same name replaces its rows.
  await withIdColumn(db.schema.createTable('import_files'), dialect)
    .addColumn('file_name', 'varchar(255)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(64)', (column) => column.notNull())
    .execute();
  // Provenance as the files state it (national files: a source id, URL and quality per row).
  await withIdColumn(db.schema.createTable('data_sources'), dialect)
    .addColumn('source_id', 'varchar(255)', (column) => column.notNull())
    .addColumn('source_url', 'varchar(1000)', (column) => column.notNull())
    .addColumn('source_quality', 'varchar(255)', (column) => column.notNull())
    .addUniqueConstraint('data_sources_unique', ['source_id', 'source_url', 'source_quality'])
    .execute();
}

async function createUniversities(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('universities'), dialect)
    // 国标院校代码 (5 digits; the MOE 学校标识码 ends with it) and the 10-digit 学校标识码.
    .addColumn('college_code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('moe_code', 'varchar(16)', (column) => column.unique())
    .addColumn('college_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('profile_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('english_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('abbreviation', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_logo', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_level', 'varchar(1)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_type', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('feature_type', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_tag', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('feature_tags', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('ownership', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('organization', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('in_moe_list', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('moe_remark', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('is_985', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_211', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_double_first_class', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('double_first_class_disciplines', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull().defaultTo(''))
    .addColumn('city_code', 'varchar(6)', (column) => column.notNull().defaultTo(''))
    .addColumn('city_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('city_tier', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('chsi_id', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('longitude', 'double precision')
    .addColumn('latitude', 'double precision')
    .addColumn('build_year', 'integer')
    .addColumn('hotspot', 'integer')
    .addColumn('num_subject', 'integer')
    .addColumn('num_lab', 'integer')
    .addColumn('num_stu', 'integer')
    .addColumn('num_acade', 'integer')
    .addColumn('master_pct', 'double precision')
    .addColumn('job', 'double precision')
    .addColumn('postgraduate', 'double precision')
    .addColumn('abroad', 'double precision')
    .addColumn('college_rank_xyh', 'integer')
    .addColumn('college_rank_qs', 'integer')
    .addColumn('college_rank_ruanke', 'integer')
    .addColumn('college_rank_wsl', 'integer')
    .addColumn('college_rank_us', 'integer')
    .addColumn('college_rank_tws', 'integer')
    .addColumn('college_website', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('admission_website', 'varchar(512)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_tel', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .addColumn('college_introduce', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('employment_summary', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('school_admission_brochure', 'text', (column) => column.notNull().defaultTo(''))
    // JSON-valued fields, kept as the JSON strings the spec shows.
    .addColumn('nation_feature', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('special', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('graduate_province', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('graduate_attr', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('graduated_company', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('graduate_company_desc', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('doctor_num', 'integer')
    .addColumn('doctor_num2', 'integer')
    .addColumn('master_num', 'integer')
    .addColumn('master_num2', 'integer')
    .execute();
  await db.schema
    .createIndex('universities_province_level_index')
    .on('universities')
    .columns(['province_code', 'college_level'])
    .execute();
  await db.schema
    .createIndex('universities_level_type_index')
    .on('universities')
    .columns(['college_level', 'college_type'])
    .execute();
  await db.schema.createIndex('universities_name_index').on('universities').column('college_name').execute();

  // One row per tag (985, 211, 双一流, C9, 公办…), derived from the university's sources.
  await db.schema
    .createTable('university_tags')
    .addColumn('tag', 'varchar(32)', (column) => column.notNull())
    .addColumn('university_id', 'integer', (column) =>
      column.notNull().references('universities.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('university_tags_pk', ['tag', 'university_id'])
    .execute();
  await db.schema
    .createIndex('university_tags_university_index')
    .on('university_tags')
    .column('university_id')
    .execute();
}

async function createMajors(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('majors'), dialect)
    // '1' 本科, '2' 专科; code is digits only ('08', '0809', '080901'); major_code keeps T/K.
    .addColumn('education_level', 'varchar(1)', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('code', 'varchar(16)', (column) => column.notNull())
    .addColumn('major_code', 'varchar(16)', (column) => column.notNull())
    .addColumn('name', 'varchar(128)', (column) => column.notNull())
    .addColumn('parent_id', 'integer', (column) => column.references('majors.id'))
    .addColumn('grandparent_id', 'integer', (column) => column.references('majors.id'))
    .addColumn('degree', 'varchar(128)', (column) => column.notNull().defaultTo(''))
    .addColumn('limit_year', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('year_added', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('is_special', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_state_controlled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('former_code', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('note', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .addColumn('is_what', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('learn_what', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('do_what', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('bg_rate', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('ph_rate', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('course', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('direction', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('major_intro', 'text', (column) => column.notNull().defaultTo(''))
    // JSON strings as the spec shows them.
    .addColumn('employment', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_industry', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_city', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_post', 'text', (column) => column.notNull().defaultTo(''))
    .addUniqueConstraint('majors_level_code_unique', ['education_level', 'code'])
    .execute();
  await db.schema
    .createIndex('majors_tree_index')
    .on('majors')
    .columns(['education_level', 'level', 'parent_id'])
    .execute();
  await db.schema.createIndex('majors_name_index').on('majors').column('name').execute();
}

async function createJobs(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // 职业分类大典: level 1 大类, 2 中类, 3 小类, 4 职业. The product's three-level tree is
  // 大类 → 中类 → 职业; the ancestor ids of every level are stored so either view is one query.
  await withIdColumn(db.schema.createTable('jobs'), dialect)
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('level_name', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('gbm_code', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('parent_id', 'integer', (column) => column.references('jobs.id'))
    .addColumn('top_class_id', 'integer', (column) => column.references('jobs.id'))
    .addColumn('middle_class_id', 'integer', (column) => column.references('jobs.id'))
    .addColumn('small_class_id', 'integer', (column) => column.references('jobs.id'))
    .addColumn('job_abstract', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_content', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('job_skill', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('knowledge', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('prospects_development', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('jobs_parent_index').on('jobs').column('parent_id').execute();
  await db.schema.createIndex('jobs_tree_index').on('jobs').columns(['level', 'middle_class_id']).execute();

  await withIdColumn(db.schema.createTable('job_majors'), dialect)
    .addColumn('job_id', 'integer', (column) => column.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('major_id', 'integer', (column) => column.notNull().references('majors.id').onDelete('cascade'))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'job_majors');
  await db.schema.createIndex('job_majors_job_index').on('job_majors').column('job_id').execute();
  await db.schema.createIndex('job_majors_major_index').on('job_majors').column('major_id').execute();
}

async function createMiddleSchools(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // High schools; `row_key` (province|city|name) is unique across files, rows are never deleted
  // by an import because organisations refer to them.
  await withIdColumn(db.schema.createTable('middle_schools'), dialect)
    .addColumn('name', 'varchar(255)', (column) => column.notNull())
    .addColumn('school_code', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('province_code', 'varchar(6)', (column) => column.notNull())
    .addColumn('city_code', 'varchar(6)', (column) => column.notNull().defaultTo(''))
    .addColumn('city_name', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('district', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await db.schema
    .createIndex('middle_schools_row_key_unique')
    .on('middle_schools')
    .column('row_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('middle_schools_area_index')
    .on('middle_schools')
    .columns(['province_code', 'city_code'])
    .execute();

  // Which middle schools an organisation uses (/bdmidschool/hasUsedList): tenant-owned.
  await db.schema
    .createTable('org_middle_schools')
    .addColumn('org_id', 'integer', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('middle_school_id', 'integer', (column) =>
      column.notNull().references('middle_schools.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('org_middle_schools_pk', ['org_id', 'middle_school_id'])
    .execute();
}

async function createRankings(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('major_rankings'), dialect)
    .addColumn('university_id', 'integer', (column) => column.references('universities.id').onDelete('set null'))
    .addColumn('school_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('major_id', 'integer', (column) => column.references('majors.id').onDelete('set null'))
    .addColumn('major_code', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('ranking_year', 'integer', (column) => column.notNull())
    .addColumn('agency', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .addColumn('major_rank', 'integer')
    .addColumn('major_level', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'major_rankings');
  await db.schema
    .createIndex('major_rankings_university_index')
    .on('major_rankings')
    .columns(['university_id', 'major_rank'])
    .execute();
  await db.schema
    .createIndex('major_rankings_major_index')
    .on('major_rankings')
    .columns(['major_id', 'major_rank'])
    .execute();

  await withIdColumn(db.schema.createTable('university_rankings'), dialect)
    .addColumn('university_id', 'integer', (column) => column.references('universities.id').onDelete('set null'))
    .addColumn('school_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('agency', 'varchar(64)', (column) => column.notNull())
    .addColumn('ranking_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('edition', 'integer', (column) => column.notNull())
    .addColumn('ranking', 'integer')
    .addColumn('rank_display', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('score', 'double precision')
    .addColumn('scope', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('school_type', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('indicators', 'text', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'university_rankings');
  await db.schema
    .createIndex('university_rankings_university_index')
    .on('university_rankings')
    .columns(['university_id', 'agency', 'edition'])
    .execute();

  // 学科评估 grades and 双一流 建设学科, one list per source.
  await withIdColumn(db.schema.createTable('university_disciplines'), dialect)
    .addColumn('university_id', 'integer', (column) => column.references('universities.id').onDelete('set null'))
    .addColumn('school_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('list_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('discipline_code', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .addColumn('discipline_name', 'varchar(255)', (column) => column.notNull().defaultTo(''))
    .addColumn('grade', 'varchar(8)', (column) => column.notNull().defaultTo(''))
    .addColumn('note', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'university_disciplines');
  await db.schema
    .createIndex('university_disciplines_university_index')
    .on('university_disciplines')
    .column('university_id')
    .execute();

  await withIdColumn(db.schema.createTable('first_class_major_sites'), dialect)
    .addColumn('university_id', 'integer', (column) => column.references('universities.id').onDelete('set null'))
    .addColumn('school_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('major_id', 'integer', (column) => column.references('majors.id').onDelete('set null'))
    .addColumn('major_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('batch', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('batch_year', 'integer')
    .addColumn('tier', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .$call(withImportSource)
    .execute();
  await uniqueSourceKey(db, 'first_class_major_sites');
  await db.schema
    .createIndex('first_class_major_sites_university_index')
    .on('first_class_major_sites')
    .column('university_id')
    .execute();
}
