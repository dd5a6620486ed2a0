/** A column of the chosen table as the catalogue describes it. */
export type ColumnInfo = { name: string; type: string; nullable: boolean };
export type GeneratedFile = { path: string; content: string };

const TENANT_NOTE = "; the organisation comes first and another organisation's row is not found";
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (char) => char.toUpperCase());
/** `enrollment_plans` → `enrollment-plans` (files), `enrollmentPlans` (code). */
const kebab = (name: string) => name.replace(/_/g, '-');
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

function zodOf(column: ColumnInfo): string {
  const type = column.type.toLowerCase();
  const base = /int|serial/.test(type)
    ? 'z.number().int()'
    : /real|double|numeric|decimal|float/.test(type)
      ? 'z.number()'
      : /bool/.test(type)
        ? 'z.boolean()'
        : 'z.string()';
  return column.nullable ? `${base}.nullable()` : base;
}

/**
 * The scaffold of a module over one table, in this repository's conventions: a contract schema,
 * a repository with the organisation first when the table has `org_id`, a service, routes with
 * perms, an API test, and the web calls, keys and list page. Pure: it writes nothing.
 */
export function scaffoldFor(table: string, columns: readonly ColumnInfo[]): GeneratedFile[] {
  const domain = kebab(table);
  const entity = pascal(singular(table));
  const variable = camel(table);
  const tenant = columns.some((column) => column.name === 'org_id');
  const fields = columns.filter((column) => column.name !== 'id' && column.name !== 'org_id');
  const permBase = `${camel(singular(table)).toLowerCase()}`;
  const perm = (action: string) => `${domain.split('-')[0]}:${permBase}:${action}`;
  const scope = tenant ? 'auth.orgId, ' : '';
  const orgWhere = tenant ? `.where('org_id', '=', orgId)` : '';
  const orgParam = tenant ? 'orgId: number, ' : '';

  const schema = `import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';

export const ${camel(singular(table))}Schema = z.object({
  id: z.number().int(),
${fields.map((column) => `  ${camel(column.name)}: ${zodOf(column)},`).join('\n')}
});
export type ${entity} = z.infer<typeof ${camel(singular(table))}Schema>;

export const ${camel(singular(table))}ListBodySchema = pageQuerySchema;
export type ${entity}ListBody = z.infer<typeof ${camel(singular(table))}ListBodySchema>;

export const ${camel(singular(table))}SaveBodySchema = ${camel(singular(table))}Schema.omit({ id: true });
export type ${entity}SaveBody = z.infer<typeof ${camel(singular(table))}SaveBodySchema>;

export const ${camel(singular(table))}UpdateBodySchema = ${camel(singular(table))}Schema;
export type ${entity}UpdateBody = z.infer<typeof ${camel(singular(table))}UpdateBodySchema>;
`;

  const toEntity = `({
    id: row.id,
${fields.map((column) => `    ${camel(column.name)}: row.${column.name},`).join('\n')}
  })`;
  const toRow = `{
${fields.map((column) => `      ${column.name}: body.${camel(column.name)},`).join('\n')}
    }`;
  const repository = `import type { ${entity}, ${entity}SaveBody } from '@zhihang/contract/${domain}/${kebab(singular(table))}.schema';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageWindow } from '../../http/paging.ts';

type Row = Selectable<Database['${table}']>;
const to${entity} = (row: Row): ${entity} => ${toEntity};

/** All SQL of ${table}${tenant ? TENANT_NOTE : ''}. */
export function create${pascal(table)}Repository(db: Kysely<Database>) {
  return {
    async list(${orgParam}window: PageWindow): Promise<{ total: number; rows: ${entity}[] }> {
      const base = db.selectFrom('${table}')${orgWhere};
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows: rows.map(to${entity}) };
    },

    async findById(${orgParam}id: number): Promise<${entity} | undefined> {
      const row = await db.selectFrom('${table}').selectAll()${orgWhere}.where('id', '=', id).executeTakeFirst();
      return row ? to${entity}(row) : undefined;
    },

    async insert(${orgParam}body: ${entity}SaveBody): Promise<number> {
      const row = await db
        .insertInto('${table}')
        .values(${tenant ? `{ org_id: orgId, ...${toRow.replace(/\n/g, '\n  ')} }` : toRow})
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(${orgParam}id: number, body: ${entity}SaveBody): Promise<boolean> {
      const result = await db
        .updateTable('${table}')
        .set(${toRow})
        ${orgWhere ? `${orgWhere}\n        ` : ''}.where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(${orgParam}ids: number[]): Promise<void> {
      await db.deleteFrom('${table}')${orgWhere}.where('id', 'in', ids).execute();
    },
  };
}
`;

  const service = `import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { ${entity}, ${entity}ListBody, ${entity}SaveBody, ${entity}UpdateBody } from '@zhihang/contract/${domain}/${kebab(singular(table))}.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import { create${pascal(table)}Repository } from './${domain}.repository.ts';

export function create${pascal(table)}Service({ db }: { db: Kysely<Database> }) {
  const repository = create${pascal(table)}Repository(db);
  return {
    list(auth: AuthContext, body: ${entity}ListBody): Promise<Page<${entity}>> {
      return paginate(body, (window) => repository.list(${scope}window));
    },

    async info(auth: AuthContext, id: number): Promise<${entity}> {
      const found = await repository.findById(${scope}id);
      if (!found) throw new AppError(ERROR.recordNotFound);
      return found;
    },

    async save(auth: AuthContext, body: ${entity}SaveBody): Promise<{ id: number }> {
      return { id: await repository.insert(${scope}body) };
    },

    async update(auth: AuthContext, body: ${entity}UpdateBody): Promise<void> {
      const { id, ...fields } = body;
      if (!(await repository.update(${scope}id, fields))) throw new AppError(ERROR.recordNotFound);
    },

    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      await repository.delete(${scope}ids);
    },
  };
}

export type ${pascal(table)}Service = ReturnType<typeof create${pascal(table)}Service>;
`;

  const routes = `import { idListSchema, idParamsSchema, pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  ${camel(singular(table))}ListBodySchema,
  ${camel(singular(table))}SaveBodySchema,
  ${camel(singular(table))}Schema,
  ${camel(singular(table))}UpdateBodySchema,
} from '@zhihang/contract/${domain}/${kebab(singular(table))}.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { ${pascal(table)}Service } from './${domain}.service.ts';

export function register${pascal(table)}Routes(app: FastifyInstance, service: ${pascal(table)}Service): void {
  defineRoute(app, {
    path: '/${variable}/list',
    summary: '${table} list',
    tag: '${domain}',
    perm: '${perm('list')}',
    body: ${camel(singular(table))}ListBodySchema,
    data: pageSchema(${camel(singular(table))}Schema),
    handler: ({ auth, body }) => service.list(auth, body),
  });

  defineRoute(app, {
    path: '/${variable}/info/:id',
    summary: '${table} detail',
    tag: '${domain}',
    perm: '${perm('info')}',
    params: idParamsSchema,
    data: ${camel(singular(table))}Schema,
    handler: ({ auth, params }) => service.info(auth, params.id),
  });

  defineRoute(app, {
    path: '/${variable}/save',
    summary: '${table} create',
    tag: '${domain}',
    perm: '${perm('save')}',
    body: ${camel(singular(table))}SaveBodySchema,
    data: z.object({ id: z.number().int() }),
    handler: ({ auth, body }) => service.save(auth, body),
  });

  defineRoute(app, {
    path: '/${variable}/update',
    summary: '${table} update',
    tag: '${domain}',
    perm: '${perm('update')}',
    body: ${camel(singular(table))}UpdateBodySchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await service.update(auth, body);
      return null;
    },
  });

  defineRoute(app, {
    path: '/${variable}/delete',
    summary: '${table} delete',
    tag: '${domain}',
    perm: '${perm('delete')}',
    body: idListSchema,
    data: z.null(),
    handler: async ({ auth, body }) => {
      await service.delete(auth, body);
      return null;
    },
  });
}
`;

  const test = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from './factories.ts';
import { callApi, createTestApp, expectCleanError, login, testDialects, type TestApp } from './test-app.ts';

describe.each(testDialects())('${table} API on %s', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const admin = await buildUser(t.db, { orgId: org.id, role: 'admin' });
    token = await login(t.app, admin.account, admin.password);
  });
  afterAll(() => t?.close());

  it('refuses a call without a token', async () => {
    expectCleanError(await callApi(t.app, '/api/${variable}/list', { body: {} }), 401);
  });

  it('lists in pages', async () => {
    const { body } = await callApi<{ totalCount: number }>(t.app, '/api/${variable}/list', { token, body: {} });
    expect(body.code).toBe(0);
  });

  it('rejects a malformed body', async () => {
    expectCleanError(await callApi(t.app, '/api/${variable}/save', { token, body: { id: 'x' } }), 400);
  });

  it('answers 记录不存在 for a missing row', async () => {
    expectCleanError(await callApi(t.app, '/api/${variable}/info/999999', { token }), 404, '记录不存在');
  });
});
`;

  const webApi = `import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { ${entity}, ${entity}SaveBody, ${entity}UpdateBody } from '@zhihang/contract/${domain}/${kebab(singular(table))}.schema';
import { apiClient } from '../../base/apiClient.ts';

export type ${entity}ListParams = { page: number; limit: number };

export const ${variable}Api = {
  list: (params: ${entity}ListParams) => apiClient.post<Page<${entity}>>('/${variable}/list', params),
  save: (body: ${entity}SaveBody | ${entity}UpdateBody) =>
    'id' in body ? apiClient.post<null>('/${variable}/update', body) : apiClient.post<{ id: number }>('/${variable}/save', body),
  delete: (ids: number[]) => apiClient.post<null>('/${variable}/delete', ids),
};
`;
  const keys = `import type { ${entity}ListParams } from './${variable}.api.ts';

export const ${variable}Keys = {
  all: ['${variable}'] as const,
  list: (params: ${entity}ListParams) => [...${variable}Keys.all, 'list', params] as const,
};
`;
  const page = `import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ${entity} } from '@zhihang/contract/${domain}/${kebab(singular(table))}.schema';
import { Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ${variable}Api } from '../../../modules/${domain}/${variable}.api.ts';
import { ${variable}Keys } from '../../../modules/${domain}/${variable}Keys.ts';

/** ${table}: one page of rows. */
export function ${pascal(table)}Page() {
  const [params, setParams] = useState({ page: 1, limit: 20 });
  const list = useQuery({
    queryKey: ${variable}Keys.list(params),
    queryFn: () => ${variable}Api.list(params),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<${entity}> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
${fields
  .slice(0, 8)
  .map((column) => `    { title: '${column.name}', dataIndex: '${camel(column.name)}' },`)
  .join('\n')}
  ];
  return (
    <div>
      <PageHeader title="${table}" />
      <Card variant="borderless">
        <Table<${entity}>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={{
            current: params.page,
            pageSize: params.limit,
            total: list.data?.totalCount ?? 0,
            onChange: (page, limit) => setParams({ page, limit }),
          }}
        />
      </Card>
    </div>
  );
}
`;

  return [
    { path: `contract/src/${domain}/${kebab(singular(table))}.schema.ts`, content: schema },
    { path: `server/src/modules/${domain}/${domain}.repository.ts`, content: repository },
    { path: `server/src/modules/${domain}/${domain}.service.ts`, content: service },
    { path: `server/src/modules/${domain}/${domain}.routes.ts`, content: routes },
    { path: `server/test/${domain}.api.test.ts`, content: test },
    { path: `web/src/modules/${domain}/${variable}.api.ts`, content: webApi },
    { path: `web/src/modules/${domain}/${variable}Keys.ts`, content: keys },
    { path: `web/src/console/pages/${domain}/${pascal(table)}Page.tsx`, content: page },
  ];
}
