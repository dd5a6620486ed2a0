import { pageSchema } from '@zhihang/contract/http/envelope.schema';
import {
  createQrCodeBodySchema,
  qrAppletSchema,
  qrCodeSchema,
  qrListBodySchema,
  teacherQrBodySchema,
} from '@zhihang/contract/qrcodes/qrcode.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { WithMessage } from '../../http/envelope.ts';
import { originOf } from '../../http/origin.ts';
import { ANY_SIGNED_IN_USER } from '../../http/auth-context.ts';
import { defineRoute } from '../../http/route.ts';
import { codeOfImageFile } from './binding-code.ts';
import type { QrCodesService } from './qrcodes.service.ts';

export function registerQrCodesRoutes(app: FastifyInstance, qrcodes: QrCodesService): void {
  defineRoute(app, {
    path: '/qrcode/getTeacherQrcode',
    summary: '教师二维码（学生扫码绑定到该教师）；msg 为二维码 PNG 图片路径',
    tag: 'qrcode',
    perm: ANY_SIGNED_IN_USER,
    body: teacherQrBodySchema,
    data: qrCodeSchema,
    handler: async ({ auth, body, request }) => {
      const code = await qrcodes.teacherCode(auth, body, originOf(request));
      return new WithMessage(code.path, code);
    },
  });

  defineRoute(app, {
    path: '/qrcode/createQrCode',
    summary: '为教师新建一个绑定二维码（教师只能为本人新建）',
    tag: 'qrcode',
    perm: ANY_SIGNED_IN_USER,
    body: createQrCodeBodySchema,
    data: qrCodeSchema,
    handler: ({ auth, body, request }) => qrcodes.create(auth, body, originOf(request)),
  });

  defineRoute(app, {
    path: '/qrcode/getQrList',
    summary: '二维码列表（教师看本人的，机构管理员看全机构）',
    tag: 'qrcode',
    perm: ANY_SIGNED_IN_USER,
    body: qrListBodySchema,
    data: pageSchema(qrCodeSchema),
    handler: ({ auth, body, request }) => qrcodes.list(auth, body, originOf(request)),
  });

  defineRoute(app, {
    path: '/qrcode/getQrSelectApplet',
    summary: '可生成二维码的应用（小程序码须机构设置允许）',
    tag: 'qrcode',
    perm: ANY_SIGNED_IN_USER,
    data: z.array(qrAppletSchema),
    handler: async ({ auth }) => qrcodes.applets(auth),
  });

  // The image opens in a new window, which sends no token: the code in the path is the key.
  app.route({
    method: ['GET'],
    url: '/qrcode/image/:file',
    config: { public: true },
    schema: {
      summary: '二维码 PNG 图片（公开，文件名为绑定码）',
      tags: ['qrcode'],
      params: z.object({ file: z.string().max(64) }),
    },
    handler: async (request, reply) => {
      const code = codeOfImageFile((request.params as { file: string }).file);
      if (!code) throw new AppError(ERROR.qrCodeInvalid);
      const png = await qrcodes.image(code, originOf(request));
      return reply.type('image/png').header('cache-control', 'private, max-age=600').send(png);
    },
  });
}
