import { queryOptions } from '@tanstack/react-query';
import { systemApi } from './system.api.ts';
import { systemKeys } from './systemKeys.ts';

const ONCE = Number.POSITIVE_INFINITY;

export const systemQueries = {
  configMap: () =>
    queryOptions({
      queryKey: systemKeys.configMap(),
      queryFn: systemApi.configValues,
      staleTime: ONCE,
    }),
  dictionaries: () =>
    queryOptions({ queryKey: systemKeys.dictionaries(), queryFn: systemApi.dictionaries, staleTime: ONCE }),
  dictionaryTree: () =>
    queryOptions({ queryKey: systemKeys.dictionaryTree(), queryFn: systemApi.dictionaryTree, staleTime: ONCE }),
  evaluationDictionary: () =>
    queryOptions({
      queryKey: systemKeys.evaluationDictionary(),
      queryFn: systemApi.evaluationDictionary,
      staleTime: ONCE,
    }),
  areas: () => queryOptions({ queryKey: systemKeys.areas(), queryFn: systemApi.areas, staleTime: ONCE }),
  version: () => queryOptions({ queryKey: systemKeys.version(), queryFn: systemApi.version }),
};
