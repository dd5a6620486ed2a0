import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkMakeBody, BulkMakeJob } from '@zhihang/contract/class-board/class-board.schema';
import { useEffect, useState } from 'react';
import { classBoardApi } from './classBoard.api.ts';
import { classBoardKeys } from './classBoardKeys.ts';

const POLL_MS = 500;

/** A bulk 智能填报: started once, then polled until it is done or stopped; the board refreshes after. */
export function useBulkMake() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: BulkMakeBody) => classBoardApi.bulkMake(body),
    onSuccess: (job) => setJobId(job.jobId),
  });
  const status = useQuery({
    queryKey: [...classBoardKeys.all, 'bulkMake', jobId],
    queryFn: () => classBoardApi.bulkMakeStatus(jobId as string),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = (query.state.data as BulkMakeJob | undefined)?.state;
      return state === 'done' || state === 'stopped' ? false : POLL_MS;
    },
  });
  const stop = useMutation({ mutationFn: () => classBoardApi.bulkMakeStop(jobId as string) });
  const job = status.data ?? start.data ?? null;
  const finished = job?.state === 'done' || job?.state === 'stopped';

  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: classBoardKeys.all });
  }, [finished, queryClient]);

  return {
    job,
    finished,
    starting: start.isPending,
    start: (body: BulkMakeBody) => start.mutate(body),
    stop: () => stop.mutate(),
    close: () => {
      setJobId(null);
      start.reset();
    },
  };
}
