import type { ConfigSaveBody, ConfigUpdateBody } from '@zhihang/contract/system/config.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemApi } from './system.api.ts';
import { systemKeys } from './systemKeys.ts';

/** Adds a parameter, or updates it when it has an id; refreshes the table and the config map. */
export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigSaveBody | ConfigUpdateBody) => systemApi.configSave(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.config() }),
  });
}
