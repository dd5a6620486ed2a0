import { useQuery } from '@tanstack/react-query';
import { qrcodesApi } from './qrcodes.api.ts';
import { qrcodeKeys } from './qrcodeKeys.ts';

/** A teacher's code for an app, fetched while `enabled` (the dialog is open). */
export function useTeacherQrCode(appId: number | undefined, teacherId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: qrcodeKeys.teacher(appId ?? 0, teacherId ?? 0),
    queryFn: () => qrcodesApi.teacherCode({ appId: appId as number, teacherId: teacherId as number }),
    enabled: enabled && appId !== undefined && teacherId !== undefined,
    staleTime: 10 * 60_000,
  });
}
