/** Query keys of the QR code domain. */
export const qrcodeKeys = {
  all: ['qrcodes'] as const,
  teacher: (appId: number, teacherId: number) => [...qrcodeKeys.all, 'teacher', appId, teacherId] as const,
  applets: () => [...qrcodeKeys.all, 'applets'] as const,
};
