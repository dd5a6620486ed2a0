import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { openTestDatabase, testDialects } from './test-app.ts';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../src/db/schema.ts');

/** What a column is, as schema.ts states it or as the migrated database has it. */
type ColumnShape = {
  /** The JavaScript type of its values: number, string or boolean. */
  type: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default, an identity, a generated column). */
  generated: boolean;
};

type TableShapes = Map<string, Map<string, ColumnShape>>;

/** Tables the database has and the application never queries: the migrator's bookkeeping. */
const BOOKKEEPING_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The `Database` interface of schema.ts read from its source: every table it maps, with the
 * columns of the table's interface and of the interfaces it extends.
 */
function schemaTables(): TableShapes {
  const source = ts.createSourceFile(SCHEMA_FILE, fs.readFileSync(SCHEMA_FILE, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const interfaceNamed = (name: string) => {
    const found = interfaces.get(name);
    if (!found) throw new Error(`schema.ts: no interface ${name}`);
    return found;
  };
  const columnsOf = (declaration: ts.InterfaceDeclaration): Map<string, ColumnShape> => {
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
      clause.types.flatMap((type) => [...columnsOf(interfaceNamed(type.expression.getText(source)))]),
    );
    const own = declaration.members.filter(ts.isPropertySignature).map((member): [string, ColumnShape] => {
      if (!member.type) throw new Error(`schema.ts: ${member.name.getText(source)} has no type`);
      return [member.name.getText(source), columnShape(member.type, source)];
    });
    return new Map([...inherited, ...own]);
  };
  const database = interfaceNamed('Database');
  return new Map(
    database.members.filter(ts.isPropertySignature).map((member) => {
      if (!member.type || !ts.isTypeReferenceNode(member.type)) {
        throw new Error(`schema.ts: Database.${member.name.getText(source)} is not an interface name`);
      }
      return [member.name.getText(source), columnsOf(interfaceNamed(member.type.typeName.getText(source)))];
    }),
  );
}

/** `number`, `string | null`, `Generated<number>`, `GeneratedAlways<number | null>` and the like. */
function columnShape(node: ts.TypeNode, source: ts.SourceFile): ColumnShape {
  let inner = node;
  let generated = false;
  if (ts.isTypeReferenceNode(node) && ['Generated', 'GeneratedAlways'].includes(node.typeName.getText(source))) {
    const [argument] = node.typeArguments ?? [];
    if (!argument) throw new Error(`schema.ts: ${node.getText(source)} has no type argument`);
    inner = argument;
    generated = true;
  }
  const members = ts.isUnionTypeNode(inner) ? [...inner.types] : [inner];
  const isNull = (member: ts.TypeNode) =>
    ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword;
  const types = members.filter((member) => !isNull(member)).map((member) => member.getText(source));
  if (types.length !== 1) throw new Error(`schema.ts: cannot read the column type ${node.getText(source)}`);
  return { type: types[0]!, nullable: members.some(isNull), generated };
}

/** The JavaScript type each dialect's driver gives a column type (pg reads int8 and numeric as numbers). */
function javaScriptType(dialect: DialectName, dataType: string): string {
  const type = dataType.toLowerCase().replace(/\(.*\)$/, '');
  const numbers =
    dialect === 'sqlite'
      ? ['integer', 'bigint', 'smallint', 'real', 'double precision', 'numeric']
      : ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
  const strings = dialect === 'sqlite' ? ['text', 'varchar'] : ['text', 'varchar', 'bpchar'];
  if (numbers.includes(type)) return 'number';
  if (strings.includes(type)) return 'string';
  if (dialect === 'postgres' && type === 'bool') return 'boolean';
  return `unknown (${dataType})`;
}

/** The migrated database's tables in this installation's schema, bookkeeping left out. */
async function databaseTables(database: DatabaseHandle): Promise<TableShapes> {
  const { db, dialect } = database;
  const tables = await db.introspection.getTables();
  const current =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const sqliteColumns = dialect === 'sqlite' ? await sqliteColumnFacts(database) : [];
  const isKey = (table: string, column: string) =>
    sqliteColumns.some((fact) => fact.table === table && fact.name === column && fact.pk > 0);
  const shapes: TableShapes = new Map(
    tables
      .filter((table) => !table.isView && table.schema === current && !BOOKKEEPING_TABLES.has(table.name))
      .map((table) => [
        table.name,
        new Map(
          table.columns.map((column): [string, ColumnShape] => [
            column.name,
            {
              type: javaScriptType(dialect, column.dataType),
              // SQLite lets a primary key column hold NULL unless it says NOT NULL (a quirk kept for
              // old files); the application takes a key as NOT NULL, as PostgreSQL makes it.
              nullable: column.isNullable && !isKey(table.name, column.name),
              generated: column.hasDefaultValue || column.isAutoIncrementing,
            },
          ]),
        ),
      ]),
  );
  // SQLite's table_info, which the introspection reads, leaves out generated columns.
  for (const column of sqliteColumns.filter((fact) => fact.hidden === 2 || fact.hidden === 3)) {
    shapes.get(column.table)?.set(column.name, {
      type: javaScriptType(dialect, column.type),
      nullable: column.notnull === 0,
      generated: true,
    });
  }
  return shapes;
}

/** SQLite's facts about every column: part of the primary key, hidden 2 or 3 when generated. */
async function sqliteColumnFacts(database: DatabaseHandle) {
  const { rows } = await sql<{
    table: string;
    name: string;
    type: string;
    notnull: number;
    pk: number;
    hidden: number;
  }>`
    select m.name as "table", x.name, x.type, x."notnull", x.pk, x.hidden
    from sqlite_master m, pragma_table_xinfo(m.name) x
    where m.type = 'table'`.execute(database.db);
  return rows;
}

function describeShape(shape: ColumnShape): string {
  return `${shape.generated ? 'generated ' : ''}${shape.type}${shape.nullable ? ' | null' : ''}`;
}

/**
 * Same type and nullability, and a column schema.ts lets inserts leave out (`Generated`) is one
 * the database fills: a default, an identity, a generated column, or NULL. schema.ts may still
 * ask every insert to state a column the database has a default for.
 */
function agrees(stated: ColumnShape, migrated: ColumnShape): boolean {
  return (
    stated.type === migrated.type &&
    stated.nullable === migrated.nullable &&
    (!stated.generated || migrated.generated || migrated.nullable)
  );
}

/** Every table and column where schema.ts and the database part ways, one line each. */
function differences(schema: TableShapes, database: TableShapes): string[] {
  const found: string[] = [];
  for (const [table, columns] of schema) {
    const actual = database.get(table);
    if (!actual) {
      found.push(`${table}: in schema.ts, not in the database`);
      continue;
    }
    for (const [column, stated] of columns) {
      const migrated = actual.get(column);
      if (!migrated) found.push(`${table}.${column}: in schema.ts, not in the database`);
      else if (!agrees(stated, migrated)) {
        found.push(
          `${table}.${column}: schema.ts says ${describeShape(stated)}, database says ${describeShape(migrated)}`,
        );
      }
    }
    for (const column of actual.keys()) {
      if (!columns.has(column)) found.push(`${table}.${column}: in the database, not in schema.ts`);
    }
  }
  for (const table of database.keys()) {
    if (!schema.has(table)) found.push(`${table}: in the database, not in schema.ts`);
  }
  return found;
}

describe('reading schema.ts', () => {
  it('finds every table of Database with its inherited columns and their shapes', () => {
    const tables = schemaTables();
    expect(tables.get('organizations')?.get('id')).toEqual({ type: 'number', nullable: false, generated: true });
    expect(tables.get('students')?.get('user_id')).toEqual({ type: 'number', nullable: true, generated: false });
    // From ImportedRowColumns, which enrollment_plans extends.
    expect(tables.get('enrollment_plans')?.get('row_key')).toEqual({
      type: 'string',
      nullable: false,
      generated: false,
    });
    expect(tables.get('enrollment_plans')?.get('tuition_yuan')).toEqual({
      type: 'number',
      nullable: true,
      generated: true,
    });
  });
});

describe.each(testDialects())('schema.ts against the migrated database on %s', (dialect) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(dialect));
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database.destroy();
    await dispose();
  });

  it('states every table and column with its type, nullability and default as migrated', async () => {
    const found = differences(schemaTables(), await databaseTables(database));
    expect(found).toEqual([]);
  });

  it('tells a column schema.ts states wrongly', async () => {
    const schema = schemaTables();
    schema.get('users')?.delete('email');
    schema.get('students')?.set('user_id', { type: 'number', nullable: false, generated: false });
    schema.get('plans')?.set('name', { type: 'string', nullable: false, generated: true });
    schema.get('plans')?.set('year', { type: 'string', nullable: false, generated: false });
    schema.set('plan_notes', new Map());
    expect(differences(schema, await databaseTables(database))).toEqual([
      'users.email: in the database, not in schema.ts',
      'students.user_id: schema.ts says number, database says number | null',
      'plans.name: schema.ts says generated string, database says string',
      'plans.year: schema.ts says string, database says number',
      'plan_notes: in schema.ts, not in the database',
    ]);
  });
});
