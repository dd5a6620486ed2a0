import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { contentCounts, csv, fixtureDirectory, openImportDatabase } from '../../../test/import-test-support.ts';
import { runImport } from '../imports/import-engine.ts';
import { createMiddleSchoolsRepository } from './middle-schools.repository.ts';

describe('middle schools repository', () => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, close } = await openImportDatabase('sqlite'));
  });
  afterEach(() => close());

  it('lists the schools an organisation uses, and only its own', async () => {
    const fixtures = fixtureDirectory();
    try {
      const file = fixtures.write(
        'middle_schools.csv',
        csv([
          ['中学名称', '省份', '城市', '区县'],
          ['南京外国语学校', '江苏', '南京市', '玄武区'],
          ['金陵中学', '江苏', '南京市', '鼓楼区'],
          ['北京四中', '北京', '北京市', '西城区'],
        ]),
      );
      await runImport(database, [file]);
    } finally {
      fixtures.remove();
    }
    expect((await contentCounts(database)).middle_schools).toBe(3);
    const organizations = await database.db
      .insertInto('organizations')
      .values([
        {
          org_key: 'a',
          org_name: '甲校',
          org_login_title: '',
          org_logo: '',
          filing_number: '',
          status: 1,
          created_at: 0,
        },
        {
          org_key: 'b',
          org_name: '乙校',
          org_login_title: '',
          org_logo: '',
          filing_number: '',
          status: 1,
          created_at: 0,
        },
      ])
      .returning('id')
      .execute();
    const [first, second] = organizations.map((row) => row.id) as [number, number];
    const repository = createMiddleSchoolsRepository(database.db);
    const all = await repository.listAll();
    expect(all.map((school) => [school.name, school.provinceCode, school.cityCode])).toEqual([
      ['北京四中', '110000', '110100'],
      ['南京外国语学校', '320000', '320100'],
      ['金陵中学', '320000', '320100'],
    ]);
    const jinling = all.find((school) => school.name === '金陵中学') as { id: number };
    await repository.markUsed(first, [jinling.id], 1);
    await repository.markUsed(first, [jinling.id], 2);
    expect((await repository.listUsedBy(first)).map((school) => school.name)).toEqual(['金陵中学']);
    expect(await repository.listUsedBy(second)).toEqual([]);
  });
});
