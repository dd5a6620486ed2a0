import { cityCodeOf, provinceCodeOf } from '../../system/area-names.ts';
import { makeRowKey } from '../dataset-writer.ts';
import { openDatasetHandler, type ImportKindDefinition } from '../import-kind.ts';
import { FIELD } from './admission-fields.ts';

const COLUMNS = ['name', 'school_code', 'province_code', 'city_code', 'city_name', 'district', 'address'] as const;

/**
 * High schools. Keyed by province + city + name across all files and never deleted by an import,
 * because organisations record which of them they use.
 */
export const middleSchoolKind: ImportKindDefinition = {
  id: 'middle-school',
  touches: [],
  fields: [
    { key: 'name', aliases: ['middle_school_name', 'name', 'school_name', '中学名称', '学校名称'], required: true },
    FIELD.province,
    { key: 'city', aliases: ['city', '城市', '地市', '所在城市'] },
    { key: 'district', aliases: ['district', 'county', '区县', '县区'] },
    { key: 'school_code', aliases: ['school_code', '学校代码', '学校标识码'] },
    { key: 'address', aliases: ['address', '地址'] },
  ],
  open: (context) =>
    openDatasetHandler(
      context,
      'middle_schools',
      COLUMNS,
      (row) => {
        let provinceCode = row.hints.provinceCode;
        if (row.has('province')) {
          provinceCode = provinceCodeOf(row.raw('province'));
          if (!provinceCode) row.fail('province', `未知省份「${row.raw('province')}」`);
        }
        const name = row.requiredText('name', 255);
        const city = row.text('city', 64);
        const values = {
          name,
          school_code: row.text('school_code', 32),
          province_code: provinceCode,
          city_code: provinceCode ? cityCodeOf(provinceCode, city) : '',
          city_name: city,
          district: row.text('district', 64),
          address: row.text('address', 1000),
        };
        if (!row.ok || !provinceCode) return null;
        return { rowKey: makeRowKey([provinceCode, city, values.district, name]), values };
      },
      { scope: 'global', deleteStale: false },
    ),
};
