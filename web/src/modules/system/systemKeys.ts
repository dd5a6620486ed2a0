import type { ConfigListParams } from './system.api.ts';

/** Query keys of the system domain: parameters, version, dictionaries, areas. */
export const systemKeys = {
  all: ['system'] as const,
  config: () => [...systemKeys.all, 'config'] as const,
  configMap: () => [...systemKeys.config(), 'map'] as const,
  configList: (params: ConfigListParams) => [...systemKeys.config(), 'list', params] as const,
  version: () => [...systemKeys.all, 'version'] as const,
  dictionaries: () => [...systemKeys.all, 'dictionaries'] as const,
  dictionaryTree: () => [...systemKeys.all, 'dictionaryTree'] as const,
  evaluationDictionary: () => [...systemKeys.all, 'evaluationDictionary'] as const,
  areas: () => [...systemKeys.all, 'areas'] as const,
};
