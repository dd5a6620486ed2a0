import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import { QR_APPS, qrAppsOf, STUDENT_BIND_PATH } from '@zhihang/contract/qrcodes/qr-apps';
import type {
  CreateQrCodeBody,
  QrApplet,
  QrCode,
  QrListBody,
  TeacherQrBody,
} from '@zhihang/contract/qrcodes/qrcode.schema';
import type { BindInfo } from '@zhihang/contract/students/student-account.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { seesWholeOrg, type AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OrgsService } from '../orgs/orgs.service.ts';
import { newBindingCode } from './binding-code.ts';
import { createQrCodesRepository, type QrCodeRow } from './qrcodes.repository.ts';

type Dependencies = {
  db: Kysely<Database>;
  auth: AuthService;
  orgs: OrgsService;
  apiBase: string;
  now?: () => number;
};

/** The organisation and teacher a valid binding code leads to. */
export type BindingTarget = { orgId: number; teacherId: number; teacherName: string };

const PNG_WIDTH = 600;

export function createQrCodesService({ db, auth: accounts, orgs, apiBase, now = Date.now }: Dependencies) {
  const codes = createQrCodesRepository(db, accounts);

  const imagePath = (code: string) => `${apiBase}/qrcode/image/${code}.png`;
  const linkOf = (origin: string, code: string) => `${origin}${STUDENT_BIND_PATH}?code=${code}`;

  const toQrCode = (row: QrCodeRow, origin: string): QrCode => ({
    id: row.id,
    appId: row.appId,
    appName: QR_APPS.find((app) => app.appId === row.appId)?.appName ?? '',
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    code: row.code,
    link: linkOf(origin, row.code),
    path: imagePath(row.code),
    remark: row.remark,
    createdAt: row.createdAt,
  });

  /** Read on each call: a platform admin's change to the organisation applies at once. */
  const appsOf = async (orgId: number) => qrAppsOf(await orgs.allowedApps(orgId));

  const refuseUnknownApp = async (auth: AuthContext, appId: number) => {
    if (!(await appsOf(auth.orgId)).some((app) => app.appId === appId)) {
      throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：appId 不支持的应用` });
    }
  };

  /** A teacher issues codes for themselves; admins for any staff member of their org. */
  const teacherFor = async (auth: AuthContext, teacherId: number | undefined): Promise<number> => {
    const id = teacherId ?? auth.userId;
    if (id !== auth.userId && !seesWholeOrg(auth)) throw new AppError(ERROR.forbidden);
    if (!(await accounts.findStaffMember(auth.orgId, id))) throw new AppError(ERROR.recordNotFound);
    return id;
  };

  const insert = async (auth: AuthContext, entry: { teacherId: number; appId: number; remark: string }) => {
    const id = await codes.insert(auth.orgId, { ...entry, code: newBindingCode() }, now());
    return (await codes.findById(auth.orgId, id)) as QrCodeRow;
  };

  return {
    async applets(auth: AuthContext): Promise<QrApplet[]> {
      return (await appsOf(auth.orgId)).map((app) => ({ ...app }));
    },

    /** The teacher's current code for the app, issued on first request. */
    async teacherCode(auth: AuthContext, body: TeacherQrBody, origin: string): Promise<QrCode> {
      await refuseUnknownApp(auth, body.appId);
      const teacherId = await teacherFor(auth, body.teacherId);
      const row =
        (await codes.findLatest(auth.orgId, teacherId, body.appId)) ??
        (await insert(auth, { teacherId, appId: body.appId, remark: '' }));
      return toQrCode(row, origin);
    },

    /** An additional code (e.g. one per class); earlier codes stay valid. */
    async create(auth: AuthContext, body: CreateQrCodeBody, origin: string): Promise<QrCode> {
      await refuseUnknownApp(auth, body.appId);
      const teacherId = await teacherFor(auth, body.teacherId);
      return toQrCode(await insert(auth, { teacherId, appId: body.appId, remark: body.remark }), origin);
    },

    async list(auth: AuthContext, body: QrListBody, origin: string): Promise<Page<QrCode>> {
      const scope = seesWholeOrg(auth) ? { orgId: auth.orgId } : { orgId: auth.orgId, teacherId: auth.userId };
      return paginate(body, async (window) => {
        const { total, rows } = await codes.list(scope, {
          ...(body.teacherId !== undefined ? { teacherId: body.teacherId } : {}),
          ...(body.appId !== undefined ? { appId: body.appId } : {}),
          ...window,
        });
        return { total, rows: rows.map((row) => toQrCode(row, origin)) };
      });
    },

    /** A code is valid while it, its organisation and its teacher are active. */
    async resolve(code: string): Promise<BindingTarget & { orgName: string; orgLogo: string }> {
      const row = await codes.findByCode(code);
      const org = row ? await orgs.findById(row.orgId) : undefined;
      const teacher = row && org ? await accounts.findStaffMember(row.orgId, row.teacherId) : undefined;
      if (!row || !org || !teacher) throw new AppError(ERROR.qrCodeInvalid);
      return {
        orgId: row.orgId,
        teacherId: row.teacherId,
        teacherName: teacher.name,
        orgName: org.orgName,
        orgLogo: org.orgLogo,
      };
    },

    async bindInfo(code: string): Promise<BindInfo> {
      const { orgName, orgLogo, teacherName } = await this.resolve(code);
      return { orgName, orgLogo, teacherName };
    },

    /** The PNG of a valid code: the binding link at the address the request came to. */
    async image(code: string, origin: string): Promise<Buffer> {
      await this.resolve(code);
      const { default: qrcode } = await import('qrcode');
      return qrcode.toBuffer(linkOf(origin, code), {
        type: 'png',
        width: PNG_WIDTH,
        margin: 2,
        errorCorrectionLevel: 'M',
        color: { dark: '#1f2d3dff', light: '#ffffffff' },
      });
    },
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
