import { useSearchParams } from 'react-router';
import { detailIdOf } from '../../../modules/knowledge/rules/detailId.ts';

/**
 * The id a detail page reads from its address (`?jobId=12`): a positive whole number, or 0 when the
 * parameter is missing or malformed, which the pages treat as "nothing to load".
 */
export function useIdParam(name: string): number {
  const [params] = useSearchParams();
  return detailIdOf(params.get(name)) ?? 0;
}
