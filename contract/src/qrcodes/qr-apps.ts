import { TEACHER_QR_APP_ID } from '../constants.ts';

/** Apps a teacher's code can lead to; the spec's teacher QR code uses app 3. */
export const QR_APP_IDS = { miniProgram: 1, studentBinding: TEACHER_QR_APP_ID } as const;

export type QrAppType = 'h5' | 'miniProgram';

export const QR_APPS: ReadonlyArray<{ appId: number; appName: string; appType: QrAppType }> = [
  { appId: QR_APP_IDS.studentBinding, appName: '学生端绑定页', appType: 'h5' },
  { appId: QR_APP_IDS.miniProgram, appName: '志航学生端小程序', appType: 'miniProgram' },
];

/**
 * The apps an organisation's codes may lead to: the H5 binding page always (every teacher's
 * 我的二维码), a mini-program only when the organisation's settings allow it (spec §6: organisation
 * 37's, kept by migration 0016).
 */
export function qrAppsOf(allowedAppIds: readonly number[]) {
  return QR_APPS.filter((app) => app.appType !== 'miniProgram' || allowedAppIds.includes(app.appId));
}

/** `organizations.allowed_apps` as stored: comma-separated app ids. */
export function parseAllowedApps(text: string): number[] {
  return text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id));
}

/** Page of the light student bundle a code leads to; `code` is its query parameter. */
export const STUDENT_BIND_PATH = '/mp-student/bind';
/** Where a student lands after binding (spec's mobile university list). */
export const STUDENT_HOME_PATH = '/mp-student/university';
