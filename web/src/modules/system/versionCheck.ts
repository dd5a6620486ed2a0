/**
 * What the dashboard does with the server version (spec §4): store it the first time; when a
 * different one was stored, announce the update, store the new one and reload.
 */
export type VersionAction = 'none' | 'store' | 'reload';

export function versionAction(storedVersion: string | null, serverVersion: string): VersionAction {
  if (!serverVersion) return 'none';
  if (storedVersion === null || storedVersion === '') return 'store';
  return storedVersion === serverVersion ? 'none' : 'reload';
}
