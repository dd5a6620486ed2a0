/**
 * Archive fields backed by the data dictionary (spec §3): the dictionary entry whose children
 * are the field's options, and whether several may be chosen. Zod-free for the web bundles.
 */
export const ARCHIVE_CODE_FIELDS = [
  { key: 'nation', parent: '01', label: '民族', multiple: false },
  { key: 'language', parent: '02', label: '外语语种', multiple: false },
  { key: 'archiveCard', parent: '04', label: '档案卡', multiple: false },
  { key: 'graduationIntention', parent: '05', label: '毕业意向', multiple: false },
  { key: 'specialReportingType', parent: '07', label: '特殊报考类型', multiple: true },
  { key: 'vision', parent: '0801', label: '视力', multiple: false },
  { key: 'colorWeakness', parent: '0802', label: '色弱', multiple: false },
  { key: 'otherTestType', parent: '0803', label: '其他体检', multiple: true },
  { key: 'preferType', parent: '09', label: '偏好类型', multiple: false },
  { key: 'interestMajorOption', parent: '15', label: '专业兴趣', multiple: false },
] as const;

export type ArchiveCodeField = (typeof ARCHIVE_CODE_FIELDS)[number];
export type ArchiveCodeKey = ArchiveCodeField['key'];
export type ArchiveSingleCodeKey = Extract<ArchiveCodeField, { multiple: false }>['key'];
export type ArchiveMultiCodeKey = Extract<ArchiveCodeField, { multiple: true }>['key'];

/** Dictionary entry of the subjects (0604 physics … 0609 geography). */
export const SUBJECT_DICTIONARY_CODE = '06';
