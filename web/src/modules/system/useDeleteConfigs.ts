import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemApi } from './system.api.ts';
import { systemKeys } from './systemKeys.ts';

/** Deletes parameters by id (all or nothing); refreshes the table and the config map. */
export function useDeleteConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => systemApi.configDelete(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.config() }),
  });
}
