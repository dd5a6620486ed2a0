import { parseList } from '../../lib/parse-list.ts';

export type RankColumn =
  | 'college_rank_xyh'
  | 'college_rank_qs'
  | 'college_rank_ruanke'
  | 'college_rank_wsl'
  | 'college_rank_us'
  | 'college_rank_tws';

const RANK_COLUMNS: RankColumn[] = [
  'college_rank_xyh',
  'college_rank_qs',
  'college_rank_ruanke',
  'college_rank_wsl',
  'college_rank_us',
  'college_rank_tws',
];

/** Which of the spec's ranking fields a published ranking feeds; null for the others (ARWU…). */
export function rankColumnOf(agency: string, rankingName: string): RankColumn | null {
  const text = `${agency} ${rankingName}`;
  if (/\bQS\b/i.test(text)) return 'college_rank_qs';
  if (/Times Higher Education|\bTHE\b|泰晤士/i.test(text)) return 'college_rank_tws';
  if (/U\.?\s?S\.?\s?News/i.test(text)) return 'college_rank_us';
  if (/校友会/.test(text)) return 'college_rank_xyh';
  if (/武书连/.test(text)) return 'college_rank_wsl';
  if (/软科|ShanghaiRanking/i.test(text) && /中国大学排名/.test(rankingName) && !/合作办学/.test(rankingName)) {
    return 'college_rank_ruanke';
  }
  return null;
}

export type UniversityDerivedSource = {
  is985: number;
  is211: number;
  isDoubleFirstClass: number;
  /** Tags a curated profile gives (C9, 华五, 国防七子…), as a list cell. */
  featureTags: string;
  featureType: string;
  rankings: Array<{ agency: string; rankingName: string; edition: number; ranking: number | null; schoolType: string }>;
};

export type UniversityDerivedFields = {
  tags: string[];
  collegeTag: string;
  collegeType: string;
  ranks: Record<RankColumn, number | null>;
};

/**
 * Tags: 985 / 211 / 双一流 from the MOE flags, then the curated tags. Type (综合, 理工…): the
 * curated profile's, else the latest ranking that states one. Each ranking field: the position
 * in the latest edition of that ranking.
 */
export function deriveUniversityFields(source: UniversityDerivedSource): UniversityDerivedFields {
  const tags: string[] = [];
  const addTag = (tag: string) => {
    if (tag && !tags.includes(tag)) tags.push(tag.slice(0, 32));
  };
  if (source.is985) addTag('985');
  if (source.is211) addTag('211');
  if (source.isDoubleFirstClass) addTag('双一流');
  for (const tag of parseList(source.featureTags)) addTag(tag);

  const newestFirst = [...source.rankings].sort(
    (left, right) => right.edition - left.edition || (left.ranking ?? Infinity) - (right.ranking ?? Infinity),
  );
  const collegeType = source.featureType || newestFirst.find((ranking) => ranking.schoolType)?.schoolType || '';
  const ranks = Object.fromEntries(RANK_COLUMNS.map((column) => [column, null])) as Record<RankColumn, number | null>;
  for (const ranking of newestFirst) {
    const column = rankColumnOf(ranking.agency, ranking.rankingName);
    if (column && ranks[column] === null && ranking.ranking !== null) ranks[column] = ranking.ranking;
  }
  return { tags, collegeTag: tags.join(','), collegeType, ranks };
}
