import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { systemQueries } from '../system/systemQueries.ts';
import { studentDictionaryOf, type StudentDictionaryView } from './studentDictionaryOf.ts';

/** Options and names of the dictionary entries and provinces the student pages use. */
export function useStudentDictionary(): StudentDictionaryView {
  const bundle = useQuery(systemQueries.dictionaries()).data;
  const areas = useQuery(systemQueries.areas()).data;
  return useMemo(() => studentDictionaryOf(bundle?.listMap ?? {}, areas ?? []), [bundle, areas]);
}
