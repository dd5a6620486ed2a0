import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { systemApi, type ConfigListParams } from './system.api.ts';
import { systemKeys } from './systemKeys.ts';

/** One page of the organisation's system parameters (参数管理). */
export function useConfigList(params: ConfigListParams) {
  return useQuery({
    queryKey: systemKeys.configList(params),
    queryFn: () => systemApi.configList(params),
    placeholderData: keepPreviousData,
  });
}
