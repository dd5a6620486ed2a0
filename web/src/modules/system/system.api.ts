import type { Page } from '@zhihang/contract/http/envelope.schema';
import type { Area } from '@zhihang/contract/system/area.schema';
import type {
  ConfigEntry,
  ConfigSaveBody,
  ConfigUpdateBody,
  ConfigValues,
} from '@zhihang/contract/system/config.schema';
import type {
  DictionaryBundle,
  DictionaryEntry,
  EvaluationDictionaryEntry,
} from '@zhihang/contract/system/dictionary.schema';
import { apiClient } from '../../base/apiClient.ts';

export type ConfigListParams = { page: number; limit: number; paramKey?: string };

export const systemApi = {
  configList: (params: ConfigListParams) => apiClient.post<Page<ConfigEntry>>('/sys/config/list', params),
  /** The parameters every page reads; the list itself is for those allowed to manage them. */
  configValues: () => apiClient.post<ConfigValues>('/sys/config/values'),
  /** Save when new, update when the entry has an id. */
  configSave: (body: ConfigSaveBody | ConfigUpdateBody) =>
    'id' in body
      ? apiClient.post<ConfigEntry>('/sys/config/update', body)
      : apiClient.post<ConfigEntry>('/sys/config/save', body),
  /** The body is a JSON array of ids. */
  configDelete: (ids: number[]) => apiClient.post<null>('/sys/config/delete', ids),
  /** The version travels in `msg`. */
  version: async () => (await apiClient.call<null>('/sys/config/getSysVersion')).msg,
  dictionaries: () => apiClient.post<DictionaryBundle>('/sys/data/list'),
  dictionaryTree: () => apiClient.post<DictionaryEntry[]>('/sys/dataDictionary/tree'),
  evaluationDictionary: async () =>
    (await apiClient.post<{ list: EvaluationDictionaryEntry[] }>('/evevaluationdictionary/allList')).list,
  areas: () => apiClient.postRevalidated<Area[]>('/sysArea/all'),
};
