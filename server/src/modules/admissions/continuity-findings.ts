import { ADMISSION_TRACKS } from '@zhihang/contract/admissions/admission-codes';
import type { DataFinding, DataFindingKind } from '@zhihang/contract/imports/data-finding.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { provinceNameOf } from '../system/area-names.ts';
import type { DiscontinuedGroup } from './plan-history-join.ts';

const trackNameOf = (code: number) => ADMISSION_TRACKS.find((track) => track.code === code)?.name ?? '';

/**
 * Records the plan history join's findings of a province in place of its earlier ones, on the
 * caller's transaction. The findings table is the importer's (imports/checks/findings.repository.ts):
 * whoever runs the join passes its writer in; without one the findings are not kept.
 */
export type JoinFindingsRecorder = (
  executor: Kysely<Database>,
  kind: DataFindingKind,
  provinceCode: string,
  findings: readonly DataFinding[],
) => Promise<void>;

/** Groups whose number continued while their majors changed completely, as findings. */
export function continuityFindingsOf(provinceCode: string, groups: readonly DiscontinuedGroup[]): DataFinding[] {
  const provinceName = provinceNameOf(provinceCode) ?? provinceCode;
  return groups.map((group) => ({
    kind: 'group-continuity',
    provinceCode,
    year: group.year,
    trackName: trackNameOf(group.trackCode),
    rowNumber: null,
    subject: `${provinceName} ${group.year} 年 ${group.schoolName} 专业组 ${group.groupNumber}`,
    message:
      `${group.year} 年的 ${group.groupNumber} 组（${group.majors.slice(0, 4).join('、')}）与 ` +
      `${group.earlierYear} 年同号的组（${group.earlierMajors.slice(0, 4).join('、')}）没有一个专业相同，` +
      `不是同一个专业组：${group.earlierYear} 年那一组的分数线不作为它的往年线。`,
    action: 'excluded',
    evidence: { ...group },
  }));
}
