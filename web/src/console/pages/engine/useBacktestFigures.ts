import { useQuery } from '@tanstack/react-query';
import type { BacktestFigures } from '@zhihang/contract/admission/backtest-figures.schema';
import { apiClient } from '../../../base/apiClient.ts';

/** The engine's published backtest; it changes with a release, never during a session. */
export function useBacktestFigures() {
  return useQuery({
    queryKey: ['admission', 'backtestFigures'],
    queryFn: () => apiClient.post<BacktestFigures>('/admission/backtestFigures'),
    staleTime: Infinity,
  });
}
