/**
 * The introduction of a university that has none of its own, written from the facts we hold
 * (the MOE list, the 双一流 list, the open profiles): where it is, who runs it, its level and type,
 * when it was founded, the national programmes it belongs to and its 双一流 disciplines. Nothing
 * beyond those facts is said, and the last line names where they come from.
 */

export type UniversityFacts = {
  name: string;
  provinceName: string;
  cityName: string;
  /** 主管部门, e.g. 教育部, 江苏省. */
  organization: string;
  /** 公办 / 民办 / 合作办学, or '' when unknown. */
  ownership: string;
  /** '1' 本科, '2' 专科 (高职). */
  level: string;
  /** 综合 / 理工 / …, or ''. */
  collegeType: string;
  buildYear: number | null;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  /** `|`-separated 双一流 disciplines, or the list's own wording (自主确定建设学科并自行公布). */
  doubleFirstClassDisciplines: string;
};

export const FACTS_SOURCE_NOTE =
  '以上简介由志航根据教育部《全国普通高等学校名单》、“双一流”建设高校及建设学科名单等公开数据整理。';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function placeOf(facts: UniversityFacts): string {
  const province = facts.provinceName.trim();
  const city = facts.cityName.trim();
  if (!city || city === province || province.startsWith(city)) return province;
  return `${province}${city}`;
}

function programmesOf(facts: UniversityFacts): string {
  const names = [
    facts.is985 ? '“985工程”' : '',
    facts.is211 ? '“211工程”' : '',
    facts.isDoubleFirstClass ? '“双一流”' : '',
  ]
    .filter(Boolean)
    .join('、');
  return names ? `入选${names}建设高校。` : '';
}

function disciplinesOf(facts: UniversityFacts): string {
  const text = facts.doubleFirstClassDisciplines.trim();
  if (!facts.isDoubleFirstClass || !text) return '';
  const list = text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
  return `“双一流”建设学科：${list.join('、')}。`;
}

/** The HTML of the factual introduction; '' when even the name and place are unknown. */
export function factualIntroduction(facts: UniversityFacts): string {
  const place = placeOf(facts);
  if (!facts.name.trim() || !place) return '';
  const level = facts.level === '2' ? '专科（高职）' : '本科';
  const ownership = facts.ownership ? `${facts.ownership}` : '';
  const kind = facts.collegeType ? `${facts.collegeType}类` : '';
  const authority = facts.organization.trim() ? `，主管部门为${facts.organization.trim()}` : '';
  const founded = facts.buildYear ? `始建于${facts.buildYear}年，` : '';
  const first =
    `${facts.name}位于${place}${authority}，${founded}是一所${ownership}${kind}${level}院校。` +
    programmesOf(facts) +
    disciplinesOf(facts);
  return `<p>${escapeHtml(first)}</p><p>${escapeHtml(FACTS_SOURCE_NOTE)}</p>`;
}
