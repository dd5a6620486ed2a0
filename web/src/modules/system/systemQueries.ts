import { queryOptions } from '@tanstack/react-query';
import { configMapOf } from './configMapOf.ts';
import { systemApi } from './system.api.ts';
import { systemKeys } from './systemKeys.ts';

/** Enough for every parameter of an organisation (the API's page limit). */
const ALL_PARAMETERS = 500;
const ONCE = Number.POSITIVE_INFINITY;

export const systemQueries = {
  configMap: () =>
    queryOptions({
      queryKey: systemKeys.configMap(),
      queryFn: async () => configMapOf((await systemApi.configList({ page: 1, limit: ALL_PARAMETERS })).list),
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
