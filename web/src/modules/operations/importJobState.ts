import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';

/** The page's word for a job's state: a cancelled job and one being undone read as such. */
export type ImportJobStateKey = 'finished' | 'failed' | 'running' | 'cancelled' | 'cancelling';

export function importJobStateKey(job: Pick<ImportJob, 'state' | 'cancelling'>): ImportJobStateKey {
  if (job.state === 'running') return job.cancelling ? 'cancelling' : 'running';
  return job.state;
}

/** A running job can be cancelled once; the cancel is on its way while it undoes its writes. */
export function canCancelImport(job: Pick<ImportJob, 'state' | 'cancelling'> | undefined): boolean {
  return job?.state === 'running' && !job.cancelling;
}
