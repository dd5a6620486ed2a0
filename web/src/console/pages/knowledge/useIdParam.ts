import { useSearchParams } from 'react-router';

/**
 * The id a detail page reads from its address (`?jobId=12`): a positive whole number, or 0 when the
 * parameter is missing or malformed, which the pages treat as "nothing to load".
 */
export function useIdParam(name: string): number {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
