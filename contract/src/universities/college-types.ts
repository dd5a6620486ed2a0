/**
 * 院校类型 as the university catalogue and the rankings name them, in the rankings' order (综合
 * first, 军事 last): the type filter of the console's and the student area's university lists.
 */
export const COLLEGE_TYPES = [
  '综合',
  '理工',
  '师范',
  '农林',
  '医药',
  '财经',
  '政法',
  '语言',
  '艺术',
  '体育',
  '民族',
  '军事',
] as const;
