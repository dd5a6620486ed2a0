import {
  ELECTIVE_SUBJECTS,
  type ElectiveSubjectCode,
  type SubjectMatch,
} from '@zhihang/contract/admissions/admission-codes';
import { subjectFit } from '@zhihang/contract/admissions/subject-fit';

/** A 选科 requirement as stored: the published text plus what could be read from it. */
export type ParsedSubjectRequirement = {
  text: string;
  /** 首选 subject required (物理 0604 / 历史 0605), null when either is allowed or unknown. */
  first: ElectiveSubjectCode | null;
  /** 再选 subjects named, dictionary codes in a fixed order. */
  reselect: ElectiveSubjectCode[];
  /** How the 再选 subjects combine; null when the text is empty or could not be read. */
  match: SubjectMatch | null;
  /** Bits every fitting student must have (the 首选 subject and, for 'all', each 再选 subject). */
  allMask: number;
  /** Bits of which a fitting student needs at least one ('any'); 0 when none is asked. */
  anyMask: number;
};

const FULL_NAMES: Array<[RegExp, ElectiveSubjectCode]> = [
  [/物理/g, '0604'],
  [/历史/g, '0605'],
  [/化学/g, '0606'],
  [/生物学|生物/g, '0607'],
  [/思想政治|政治/g, '0608'],
  [/地理/g, '0609'],
  [/技术/g, '0610'],
];
const ABBREVIATIONS: Record<string, ElectiveSubjectCode> = {
  物: '0604',
  史: '0605',
  历: '0605',
  化: '0606',
  生: '0607',
  政: '0608',
  地: '0609',
  技: '0610',
};
const NO_REQUIREMENT = /不限|不提|无要求|没有要求|无限制|均可报考/g;
const ANY_OF = /或|\/|选一|之一|任选|其中一门|至少一门|选考其一/g;
/** Words around the subjects that carry no requirement of their own. */
const DECORATION =
  /首选|再选|科目|选考|均须|均需|必须|必选|方可报考|方可|报考|考生|中外合作办学|中外合办|分段培养项目|专业组|普通组|仅|门|类|组|[0-9.+*,，、;；:：()（）[\]【】和及与且\s]/g;

const bitOf = (code: ElectiveSubjectCode): number =>
  ELECTIVE_SUBJECTS.find((subject) => subject.code === code)?.bit ?? 0;
const subjectOrder = (code: ElectiveSubjectCode): number =>
  ELECTIVE_SUBJECTS.findIndex((subject) => subject.code === code);

function unread(text: string): ParsedSubjectRequirement {
  return { text, first: null, reselect: [], match: null, allMask: 0, anyMask: 0 };
}

/**
 * Reads a published 选科 requirement ("物理+化学", "首选历史，再选不限", "化学、物理（均须选考）",
 * "物理+(化学或生物)", "不提科目要求"…). Texts that name no subject and no "no requirement"
 * (group labels such as "第502组") are kept as text with match null, never guessed.
 */
export function parseSubjectRequirement(published: string): ParsedSubjectRequirement {
  const text = published.trim();
  const compact = text.replace(/＋/g, '+').replace(/\s+/g, '');
  if (!compact || /^[\\/\-—]+$/.test(compact)) return unread(text);

  const found: ElectiveSubjectCode[] = [];
  let rest = compact;
  for (const [pattern, code] of FULL_NAMES) {
    if (rest.search(pattern) !== -1) found.push(code);
    rest = rest.replace(pattern, ' ');
  }
  const residue = rest.replace(NO_REQUIREMENT, '').replace(ANY_OF, '').replace(DECORATION, '');
  if (found.length === 0) {
    // Only abbreviations ("物+化", "化和生", "历+政") count, and only when nothing else is left.
    if (residue && [...residue].every((char) => char in ABBREVIATIONS)) {
      for (const char of residue) {
        const code = ABBREVIATIONS[char] as ElectiveSubjectCode;
        if (!found.includes(code)) found.push(code);
      }
    } else if (compact.search(NO_REQUIREMENT) === -1) {
      return unread(text);
    }
  }
  found.sort((left, right) => subjectOrder(left) - subjectOrder(right));

  const anyOf = compact.search(ANY_OF) !== -1;
  const explicitFirst = /首选(物理|历史)|^(物理|历史)(类|科目组|组)|^(物|历|史)\+/.exec(compact);
  const tracks = found.filter((code) => code === '0604' || code === '0605');
  let first: ElectiveSubjectCode | null = null;
  if (explicitFirst) {
    first = /物/.test(explicitFirst[0]) ? '0604' : '0605';
  } else if (tracks.length === 1) {
    // In "物理或化学" the track subject is one of the alternatives, not a 首选 requirement;
    // in "物理+(化学或生物)" it comes first and is joined by "and".
    const trackName = tracks[0] === '0604' ? '物' : '[历史]';
    const leadsWithAnd = new RegExp(`^${trackName}[理史]?[+,，、和]`).test(compact);
    if (!anyOf || leadsWithAnd) first = tracks[0] as ElectiveSubjectCode;
  }
  const reselect = found.filter((code) => code !== first);
  const match: SubjectMatch = reselect.length === 0 ? 'none' : anyOf ? 'any' : 'all';
  const reselectBits = reselect.reduce((bits, code) => bits | bitOf(code), 0);
  return {
    text,
    first,
    reselect,
    match,
    allMask: (first ? bitOf(first) : 0) | (match === 'all' ? reselectBits : 0),
    anyMask: match === 'any' ? reselectBits : 0,
  };
}

/** Whether a student with these subjects (dictionary codes) may apply under the requirement. */
export function fitsSubjectRequirement(
  requirement: Pick<ParsedSubjectRequirement, 'allMask' | 'anyMask'>,
  subjects: string[],
): boolean {
  const others = ELECTIVE_SUBJECTS.filter((subject) => subjects.includes(subject.code)).map((subject) => subject.code);
  return subjectFit(requirement, { first: null, others }).fits;
}
