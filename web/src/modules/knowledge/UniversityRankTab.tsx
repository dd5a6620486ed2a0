import type { MajorRankRow } from '@zhihang/contract/majors/major.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EnrollmentMajorsDialog } from './EnrollmentMajorsDialog.tsx';
import { knowledgeQueries } from './knowledgeQueries.ts';
import { MajorRankTable } from './MajorRankTable.tsx';

export type UniversityRankTabProps = { universityId: number };

/** 专业排名 of a university; a row opens the college's enrolment majors for that major. */
export function UniversityRankTab({ universityId }: UniversityRankTabProps) {
  const ranks = useQuery(knowledgeQueries.universityMajorRanks(universityId));
  const [opened, setOpened] = useState<MajorRankRow | undefined>();
  return (
    <>
      <MajorRankTable rows={ranks.data ?? []} loading={ranks.isFetching} onOpen={setOpened} />
      <EnrollmentMajorsDialog rank={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
