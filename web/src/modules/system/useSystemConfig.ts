import { useQuery } from '@tanstack/react-query';
import { systemQueries } from './systemQueries.ts';

/** System parameters of the organisation as paramKey → paramValue (loaded by the route guard). */
export function useSystemConfig() {
  return useQuery(systemQueries.configMap());
}
