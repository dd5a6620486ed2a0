import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type QrCodeRow = {
  id: number;
  orgId: number;
  teacherId: number;
  teacherName: string;
  appId: number;
  code: string;
  remark: string;
  createdAt: number;
};

type Selected = {
  id: number;
  org_id: number;
  teacher_id: number;
  app_id: number;
  code: string;
  remark: string;
  created_at: number;
};

/** Names of users by id, from the module that owns the accounts (auth). */
export type TeacherNames = { userNames(ids: readonly number[]): Promise<Map<number, string>> };

const toRow = (row: Selected & { teacher_name: string | undefined }): QrCodeRow => ({
  id: row.id,
  orgId: row.org_id,
  teacherId: row.teacher_id,
  teacherName: row.teacher_name ?? '',
  appId: row.app_id,
  code: row.code,
  remark: row.remark,
  createdAt: row.created_at,
});

/** Teachers' binding codes; `teacherId` in a scope narrows to one teacher's codes. */
export function createQrCodesRepository(db: Kysely<Database>, people: TeacherNames) {
  const active = () =>
    db
      .selectFrom('qr_codes')
      .select([
        'qr_codes.id',
        'qr_codes.org_id',
        'qr_codes.teacher_id',
        'qr_codes.app_id',
        'qr_codes.code',
        'qr_codes.remark',
        'qr_codes.created_at',
      ])
      .where('qr_codes.status', '=', 1);

  /** The rows with their teacher's name, one query for the page. */
  const named = async (rows: Selected[]): Promise<QrCodeRow[]> => {
    if (!rows.length) return [];
    const names = await people.userNames(rows.map((row) => row.teacher_id));
    return rows.map((row) => toRow({ ...row, teacher_name: names.get(row.teacher_id) }));
  };
  const namedOne = async (row: Selected | undefined) => (row ? (await named([row]))[0] : undefined);

  return {
    /** The teacher's newest code for an app. */
    async findLatest(orgId: number, teacherId: number, appId: number): Promise<QrCodeRow | undefined> {
      const row = await active()
        .where('qr_codes.org_id', '=', orgId)
        .where('qr_codes.teacher_id', '=', teacherId)
        .where('qr_codes.app_id', '=', appId)
        .orderBy('qr_codes.id', 'desc')
        .executeTakeFirst();
      return namedOne(row);
    },

    async findById(orgId: number, id: number): Promise<QrCodeRow | undefined> {
      const row = await active().where('qr_codes.org_id', '=', orgId).where('qr_codes.id', '=', id).executeTakeFirst();
      return namedOne(row);
    },

    /**
     * The one lookup without an organisation: a code is what a student brings from outside,
     * and it names its organisation itself.
     */
    async findByCode(code: string): Promise<QrCodeRow | undefined> {
      const row = await active().where('qr_codes.code', '=', code).executeTakeFirst();
      return namedOne(row);
    },

    async insert(
      orgId: number,
      entry: { teacherId: number; appId: number; code: string; remark: string },
      now: number,
    ): Promise<number> {
      const row = await db
        .insertInto('qr_codes')
        .values({
          org_id: orgId,
          teacher_id: entry.teacherId,
          app_id: entry.appId,
          code: entry.code,
          remark: entry.remark,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async list(
      scope: { orgId: number; teacherId?: number },
      filter: { teacherId?: number; appId?: number; offset: number; limit: number },
    ): Promise<{ total: number; rows: QrCodeRow[] }> {
      let query = active().where('qr_codes.org_id', '=', scope.orgId);
      if (scope.teacherId !== undefined) query = query.where('qr_codes.teacher_id', '=', scope.teacherId);
      if (filter.teacherId !== undefined) query = query.where('qr_codes.teacher_id', '=', filter.teacherId);
      if (filter.appId !== undefined) query = query.where('qr_codes.app_id', '=', filter.appId);
      const totalRow = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const rows = await query.orderBy('qr_codes.id', 'desc').offset(filter.offset).limit(filter.limit).execute();
      return { total: Number(totalRow?.total ?? 0), rows: await named(rows) };
    },
  };
}
