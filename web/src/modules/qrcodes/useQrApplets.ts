import { useQuery } from '@tanstack/react-query';
import { qrcodesApi } from './qrcodes.api.ts';
import { qrcodeKeys } from './qrcodeKeys.ts';

/** Apps the organisation can issue codes for (the mini-program when its settings allow it). */
export function useQrApplets(enabled: boolean) {
  return useQuery({ queryKey: qrcodeKeys.applets(), queryFn: qrcodesApi.applets, enabled, staleTime: 10 * 60_000 });
}
