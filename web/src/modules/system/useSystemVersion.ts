import { useQuery } from '@tanstack/react-query';
import { systemQueries } from './systemQueries.ts';

/** The server's system version (answered in `msg`); shown in the navbar, checked on the dashboard. */
export function useSystemVersion() {
  return useQuery(systemQueries.version());
}
