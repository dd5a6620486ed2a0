import type { QrApplet, QrCode, TeacherQrBody } from '@zhihang/contract/qrcodes/qrcode.schema';
import { apiClient } from '../../base/apiClient.ts';

export const qrcodesApi = {
  /** The code and, in `msg`, the path of its PNG (opened in a new window). */
  teacherCode: async (body: TeacherQrBody) => {
    const { data, msg } = await apiClient.call<QrCode>('/qrcode/getTeacherQrcode', body);
    return { ...data, path: msg || data.path };
  },
  applets: () => apiClient.post<QrApplet[]>('/qrcode/getQrSelectApplet'),
};
