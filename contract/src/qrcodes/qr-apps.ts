import { MINI_PROGRAM_ORG_ID, TEACHER_QR_APP_ID } from '../constants.ts';

/** Apps a teacher's code can lead to; the spec's teacher QR code uses app 3. */
export const QR_APP_IDS = { miniProgram: 1, studentBinding: TEACHER_QR_APP_ID } as const;

export type QrAppType = 'h5' | 'miniProgram';

export const QR_APPS: ReadonlyArray<{ appId: number; appName: string; appType: QrAppType }> = [
  { appId: QR_APP_IDS.studentBinding, appName: '学生端绑定页', appType: 'h5' },
  { appId: QR_APP_IDS.miniProgram, appName: '志航学生端小程序', appType: 'miniProgram' },
];

/** The mini-program code belongs to organisation 37 only (spec §6). */
export function qrAppsOf(orgId: number) {
  return QR_APPS.filter((app) => app.appType !== 'miniProgram' || orgId === MINI_PROGRAM_ORG_ID);
}

/** Page of the light student bundle a code leads to; `code` is its query parameter. */
export const STUDENT_BIND_PATH = '/mp-student/bind';
/** Where a student lands after binding (spec's mobile university list). */
export const STUDENT_HOME_PATH = '/mp-student/university';
