import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Unit words plan files print after the yearly tuition (6380(元/年), 5000元/年, 5000元). */
const TUITION_SUFFIXES = ['(元/年)', '（元/年）', '元/学年', '元/年', '/年', '元', ',', ' '];

/**
 * The yearly tuition in 元 from the published (trimmed) text: 5000, 5000.0, 6380(元/年), 1.48万 and
 * 免费 (0); anything else (待定, 见备注, empty, a misplaced column such as 4.0 or 学制 text) is unknown.
 */
function tuitionExpression(dialect: DialectName): string {
  const text = TUITION_SUFFIXES.reduce((inner, suffix) => `replace(${inner}, '${suffix}', '')`, 'tuition');
  const tenThousands = `substr(${text}, 1, length(${text}) - 1)`;
  const isNumber = (value: string) =>
    dialect === 'sqlite'
      ? `(${value} glob '[0-9]*' and ${value} not glob '*[^0-9.]*' and ${value} not glob '*.*.*' and ${value} not glob '*.')`
      : `(${value} ~ '^[0-9]+(\\.[0-9]+)?$')`;
  const number = (value: string) => (dialect === 'sqlite' ? `cast(${value} as real)` : `(${value})::double precision`);
  // A yearly tuition between 1 and 99 元 is not one: such rows hold another column's value.
  const plausible = (value: string) => `(${number(value)} = 0 or ${number(value)} >= 100)`;
  const startsWithDigit = dialect === 'sqlite' ? `tuition glob '[0-9]*'` : `tuition ~ '^[0-9]'`;
  // Most rows are a bare number: they are decided before any of the text is rewritten.
  return `case
    when tuition = '免费' then 0
    when not (${startsWithDigit}) then null
    when ${isNumber('tuition')} then case when ${plausible('tuition')} then ${number('tuition')} end
    when ${isNumber(text)} then case when ${plausible(text)} then ${number(text)} end
    when ${text} like '%万' and ${isNumber(tenThousands)} and ${number(tenThousands)} > 0
      then round(${number(tenThousands)} * 10000)
  end`;
}

/**
 * The 高考 year of a guidance record (null: the province's current one), and the enrollment
 * plans' tuition as a number the search filters on. The tuition is a generated column, so every
 * import fills it without the importer knowing (SQLite computes it on read, PostgreSQL stores it).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('guidance_records').addColumn('exam_year', 'integer').execute();
  const expression = sql.raw(tuitionExpression(dialect));
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('tuition_yuan', 'double precision', (column) =>
      dialect === 'sqlite' ? column.generatedAlwaysAs(expression) : column.generatedAlwaysAs(expression).stored(),
    )
    .execute();
}
