import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import areas from '../../modules/system/areas.json' with { type: 'json' };
import { DICTIONARY_SEED, EVALUATION_SEED, type DictionarySeed } from './dictionaries.data.ts';
import { MENU_SEED, ROLE_SEED, type MenuSeed } from './menus.data.ts';

type ProvinceSeed = { code: string; name: string; children: Array<{ code: string; name: string }> };

async function isEmpty(db: Kysely<Database>, table: 'roles' | 'sys_dictionary' | 'evaluation_dictionary' | 'areas') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0) === 0;
}

async function insertMenus(db: Kysely<Database>, menus: MenuSeed[], parentId: number, roleIds: Map<string, number>) {
  for (const [index, menu] of menus.entries()) {
    const { id } = await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        name: menu.name,
        url: menu.url,
        perms: (menu.perms ?? []).join(','),
        type: menu.type,
        icon: menu.icon ?? '',
        order_num: index + 1,
        home_flag: menu.homeFlag ? 1 : 0,
        hidden: menu.hidden ? 1 : 0,
        always_show: menu.alwaysShow ? 1 : 0,
        keep_alive: menu.keepAlive === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const role of menu.roles) {
      await db
        .insertInto('role_menus')
        .values({ role_id: roleIds.get(role) as number, menu_id: id })
        .execute();
    }
    if (menu.children) await insertMenus(db, menu.children, id, roleIds);
  }
}

async function insertDictionary(db: Kysely<Database>, entries: DictionarySeed[], parentId: number) {
  for (const [index, entry] of entries.entries()) {
    const { id } = await db
      .insertInto('sys_dictionary')
      .values({ parent_id: parentId, data_code: entry.code, data_name: entry.name, order_num: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.children) await insertDictionary(db, entry.children, id);
  }
}

/** Roles, menus, dictionaries and areas every installation needs; only fills empty tables. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'roles')) {
      const roleIds = new Map<string, number>();
      for (const role of ROLE_SEED) {
        const { id } = await trx
          .insertInto('roles')
          .values({
            role_code: role.code,
            role_name: role.name,
            remark: role.remark,
            org_id: 0,
            builtin: 1,
            data_scope: role.dataScope,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds.set(role.code, id);
      }
      await insertMenus(trx, MENU_SEED, 0, roleIds);
    }
    if (await isEmpty(trx, 'sys_dictionary')) await insertDictionary(trx, DICTIONARY_SEED, 0);
    if (await isEmpty(trx, 'evaluation_dictionary')) {
      await trx
        .insertInto('evaluation_dictionary')
        .values(
          EVALUATION_SEED.map((entry, index) => ({
            evaluation_key: entry.evaluationKey,
            evaluation_name: entry.evaluationName,
            test_result_code: entry.testResultCode,
            description: entry.description,
            order_num: index + 1,
          })),
        )
        .execute();
    }
    if (await isEmpty(trx, 'areas')) {
      const rows = (areas as ProvinceSeed[]).flatMap((province) => [
        { code: province.code, name: province.name, parent_code: '0', level: 1 },
        ...province.children.map((city) => ({
          code: city.code,
          name: city.name,
          parent_code: province.code,
          level: 2,
        })),
      ]);
      await trx.insertInto('areas').values(rows).execute();
    }
  });
}
