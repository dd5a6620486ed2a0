import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/db/table-owners.ts';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

const PLAN_FILTERS =
  "plan rows are filtered by their university's province, level, tags and code, and ordered by its code";
const SOURCE_QUALITY =
  "rows carry their data source's quality label; a 专业组 row takes the highest of its plan rows' in the same GROUP BY";
const ROLE_GRANTS =
  "every request reads the account's roles with their grants' permission strings in one join, whose row order is /getInfo's; the staff list keeps accounts holding a non-student role by an EXISTS on roles";
const ASSIGNMENT_LISTS =
  "测评's assignment and overdue lists filter by the student's name, grade and class and order and limit by class and name; the analysis counts a grade's and class's active students with their results";
const DATA_REPORT = '数据体检 counts the rows of the tables it reports on (GROUP BY reads only)';
const ENGINE_FREEZE = "the engine's freeze: year-bounded reads of outcomes and tables for its fits";
const IMPORT_LOAD = 'the importer loads the knowledge tables and its checks correct the rows they load';
const STAMP = 'stamps its kept 一分一段 tables with the data version in the same query that counts their rows';
const BOARD_READS =
  "班级看板's read model: its students' plans, one query per 500 students, and the organisations with plans";
const STAFF_LIST = "用户管理 lists and searches the organisation's console accounts with their roles";
const MAJOR_CLASS =
  "a plan row's unit names its catalogue major's code in the same read (its 专业类, for the engine's class trend)";

type Access = { table: string; module: string; access: 'read' | 'write'; why: string };

/**
 * Every access of a table by a module other than its owner (server/src/db/table-owners.ts), with
 * why. A new one fails the test: call the owner's service instead, or add it here with its reason.
 * One that went away fails it too, so the list stays the true list.
 */
const SHARED_TABLE_ACCESS: Access[] = [
  { table: 'control_lines', module: 'admission-engine', access: 'read', why: ENGINE_FREEZE },
  { table: 'control_lines', module: 'imports', access: 'read', why: IMPORT_LOAD },
  { table: 'data_findings', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'data_sources', module: 'admissions', access: 'read', why: SOURCE_QUALITY },
  { table: 'data_sources', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'data_versions', module: 'admissions', access: 'read', why: STAMP },
  { table: 'enrollment_plan_history', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'enrollment_plans', module: 'admission-engine', access: 'read', why: ENGINE_FREEZE },
  { table: 'enrollment_plans', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'import_files', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'majors', module: 'admissions', access: 'read', why: MAJOR_CLASS },
  { table: 'menus', module: 'auth', access: 'read', why: ROLE_GRANTS },
  { table: 'plans', module: 'class-board', access: 'read', why: BOARD_READS },
  { table: 'role_menus', module: 'auth', access: 'read', why: ROLE_GRANTS },
  { table: 'roles', module: 'auth', access: 'read', why: ROLE_GRANTS },
  { table: 'score_rank_rows', module: 'admission-engine', access: 'read', why: ENGINE_FREEZE },
  { table: 'score_rank_rows', module: 'data-health', access: 'read', why: DATA_REPORT },
  { table: 'score_rank_rows', module: 'imports', access: 'write', why: IMPORT_LOAD },
  { table: 'students', module: 'evaluations', access: 'read', why: ASSIGNMENT_LISTS },
  { table: 'universities', module: 'admissions', access: 'read', why: PLAN_FILTERS },
  { table: 'user_roles', module: 'access', access: 'read', why: STAFF_LIST },
  { table: 'users', module: 'access', access: 'read', why: STAFF_LIST },
];

const QUERY =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"]([a-z_]+)/g;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Per `table module`: read or write, the stronger of what the module's queries do. */
function accessesOutsideOwners(): Map<string, 'read' | 'write'> {
  const found = new Map<string, 'read' | 'write'>();
  for (const file of sourceFiles(modulesDir)) {
    const moduleName = path.relative(modulesDir, file).split(path.sep)[0]!;
    for (const [, call, table] of fs.readFileSync(file, 'utf8').matchAll(QUERY)) {
      const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
      if (owner === undefined || owner === moduleName) continue;
      const key = `${table} ${moduleName}`;
      const access = /Join|selectFrom/.test(call!) ? 'read' : 'write';
      if (found.get(key) !== 'write') found.set(key, access);
    }
  }
  return found;
}

describe('one owner per table', () => {
  it('names an owning module that exists for every table', () => {
    const modules = new Set(fs.readdirSync(modulesDir));
    const unknown = Object.entries(TABLE_OWNERS).filter(([, owner]) => !modules.has(owner));
    expect(unknown).toEqual([]);
  });

  it('lists every access of a table by another module than its owner, and only those', () => {
    const found = [...accessesOutsideOwners()].map(([key, access]) => `${key} ${access}`).sort();
    const listed = SHARED_TABLE_ACCESS.map((entry) => `${entry.table} ${entry.module} ${entry.access}`).sort();
    expect(found).toEqual(listed);
  });

  it('finds an access the list does not hold', () => {
    const probe = "db.selectFrom('filling_rules as r')";
    expect([...probe.matchAll(QUERY)].map((match) => match[2])).toEqual(['filling_rules']);
  });
});
