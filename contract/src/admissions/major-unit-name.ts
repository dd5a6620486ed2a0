/**
 * Major names as plan and admission files print them ("动物科学专业", "临床医学（5+3一体化）",
 * "计算机科学与技术(中外合作办学)", "土木工程（土木与环境工程）-中外合作办学专业") split into the
 * catalogue name and the remarks that make a separate admission unit (direction, campus,
 * 中外合作). Pure and zod-free: the importer, the history join and the pages share it.
 */

export type MajorUnitName = {
  /** The name without spaces, remarks and a trailing 专业, full-width forms folded (NFKC). */
  base: string;
  /** Direction / programme remarks (5+3一体化, 师范, 嵌入式方向), normalised, '|'-joined in order. */
  direction: string;
  /** A campus named in a remark (威海校区), '' when none. */
  campus: string;
  /** 中外合作办学 (or 中外合办, 合作办学) named anywhere in the name. */
  cooperative: boolean;
};

/**
 * Names the catalogue spells differently from the files, each checked by hand against the
 * 本科专业目录 (2026): the key is how files print it, the value the catalogue's name. Only
 * spellings of the same major belong here, never a related one.
 */
export const MAJOR_NAME_ALIASES: Readonly<Record<string, string>> = {
  电气工程及自动化: '电气工程及其自动化',
  机械设计制造及自动化: '机械设计制造及其自动化',
  国际中文教育: '汉语国际教育',
};

const COOPERATIVE = /中外合作办学|中外合作|中外合办|合作办学/;
const CAMPUS = /校区$|分校$/;

/** NFKC, one bracket style, no spaces or decoration marks. */
function fold(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[（［【〔]/g, '(')
    .replace(/[）］】〕]/g, ')')
    .replace(/[\s*★☆▲△※]/g, '');
}

/** A remark as a comparable key: 师范类 / 师范 and 嵌入式方向 / 嵌入式 are the same remark. */
function remarkKey(remark: string): string {
  return remark.replace(/(方向|专业|类|班)$/u, '') || remark;
}

export function parseMajorUnitName(published: string): MajorUnitName {
  let rest = fold(published);
  const remarks: string[] = [];
  let cooperative = COOPERATIVE.test(rest);
  // Peel trailing 专业, bracket groups and "-中外合作办学" tails until the name stops changing.
  for (;;) {
    const before = rest;
    if (rest.length > 2 && rest.endsWith('专业')) rest = rest.slice(0, -2);
    const trailing = /^(.+?)\(([^()]*)\)$/.exec(rest);
    if (trailing) {
      rest = trailing[1] as string;
      remarks.unshift(trailing[2] as string);
    }
    const dashed = /^(.+?)[-—–]((?:中外合作办学|中外合作|合作办学|[^-—–]*校区))$/.exec(rest);
    if (dashed) {
      rest = dashed[1] as string;
      remarks.unshift(dashed[2] as string);
    }
    if (rest === before) break;
  }
  // A leading remark: "(中外合作办学)计算机科学与技术".
  const leading = /^\(([^()]*)\)(.+)$/.exec(rest);
  if (leading) {
    remarks.unshift(leading[1] as string);
    rest = leading[2] as string;
  }
  let campus = '';
  const directions: string[] = [];
  for (const remark of remarks) {
    if (COOPERATIVE.test(remark)) {
      cooperative = true;
      continue;
    }
    if (CAMPUS.test(remark)) {
      campus = remark;
      continue;
    }
    if (remark) directions.push(remarkKey(remark));
  }
  return { base: rest, direction: directions.join('|'), campus, cooperative };
}

/**
 * The names to look a published major up by in the catalogue, most exact first: the name as
 * printed (folded), then without a trailing 专业 and bracketed or dashed remarks, then its alias.
 * A list of majors ("英语、翻译") or an experimental class ("工科试验班(计算机)") keeps a base no
 * catalogue major has, so it links to none of them.
 */
export function catalogueNameForms(published: string): string[] {
  const forms = [fold(published)];
  const { base } = parseMajorUnitName(published);
  if (base && !forms.includes(base)) forms.push(base);
  const alias = MAJOR_NAME_ALIASES[base];
  if (alias && !forms.includes(alias)) forms.push(alias);
  return forms;
}
