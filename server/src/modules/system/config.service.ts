import type {
  ConfigEntry,
  ConfigListBody,
  ConfigSaveBody,
  ConfigUpdateBody,
} from '@zhihang/contract/system/config.schema';
import { CONFIG_KEYS } from '@zhihang/contract/constants';
import { chinaDate } from '@zhihang/contract/students/school-calendar';
import type { Page } from '@zhihang/contract/http/envelope.schema';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refuseUniqueViolation, UNIQUE_KEYS } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginate } from '../../http/paging.ts';
import { createConfigRepository } from './config.repository.ts';
import { configValueProblem, defaultExaminationDate } from './config-values.ts';

/**
 * The parameters the pages read, as a new organisation starts with them: 高考 day (the countdown),
 * the filling year and the latest admissions data year. On the caller's connection, so that an
 * organisation and its parameters are written in one transaction.
 */
export async function startOrganisationConfig(db: Kysely<Database>, orgId: number, now: number): Promise<void> {
  const examinationDate = defaultExaminationDate(chinaDate(now));
  const year = Number(examinationDate.slice(0, 4));
  await createConfigRepository(db).insertMany(orgId, [
    { paramKey: CONFIG_KEYS.universityExamination, paramValue: examinationDate, remark: '高考首日，用于首页倒计时' },
    { paramKey: CONFIG_KEYS.currentYear, paramValue: String(year), remark: '当前填报年份' },
    { paramKey: CONFIG_KEYS.dataYear, paramValue: String(year - 1), remark: '最新录取数据年份' },
  ]);
}

export function createConfigService({ db, appVersion }: { db: Kysely<Database>; appVersion: string }) {
  const entries = createConfigRepository(db);

  /** A key saved concurrently by another request gets the same refusal as the pre-check. */
  const refuseDuplicateKey = <T>(write: () => Promise<T>) =>
    refuseUniqueViolation(write, UNIQUE_KEYS.configParamKey, () => new AppError(ERROR.duplicateParamKey));

  const refuseBadValue = (paramKey: string, paramValue: string) => {
    const problem = configValueProblem(paramKey, paramValue);
    if (problem)
      throw new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：paramValue ${problem}` });
  };

  return {
    async list(auth: AuthContext, body: ConfigListBody): Promise<Page<ConfigEntry>> {
      return paginate(body, (window) => entries.list(auth.orgId, { paramKey: body.paramKey, ...window }));
    },

    async info(auth: AuthContext, id: number): Promise<ConfigEntry> {
      const entry = await entries.findById(auth.orgId, id);
      if (!entry) throw new AppError(ERROR.recordNotFound);
      return entry;
    },

    async save(auth: AuthContext, body: ConfigSaveBody): Promise<ConfigEntry> {
      refuseBadValue(body.paramKey, body.paramValue);
      if (await entries.findIdByKey(auth.orgId, body.paramKey)) throw new AppError(ERROR.duplicateParamKey);
      const id = await refuseDuplicateKey(() => entries.insert(auth.orgId, body));
      return { id, ...body };
    },

    /** Another org's id reads as not found before any other check, whatever key it carries. */
    async update(auth: AuthContext, body: ConfigUpdateBody): Promise<ConfigEntry> {
      if (!(await entries.findById(auth.orgId, body.id))) throw new AppError(ERROR.recordNotFound);
      refuseBadValue(body.paramKey, body.paramValue);
      const holder = await entries.findIdByKey(auth.orgId, body.paramKey);
      if (holder !== undefined && holder !== body.id) throw new AppError(ERROR.duplicateParamKey);
      const updated = await refuseDuplicateKey(() => entries.update(auth.orgId, body));
      if (updated === 0) throw new AppError(ERROR.recordNotFound);
      return body;
    },

    /** All or nothing: one foreign or unknown id refuses the whole request. */
    async delete(auth: AuthContext, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        const scoped = createConfigRepository(trx);
        if ((await scoped.countOwned(auth.orgId, unique)) !== unique.length) {
          throw new AppError(ERROR.recordNotFound);
        }
        await scoped.deleteMany(auth.orgId, unique);
      });
    },

    /**
     * The parameters every console page reads (exam date, current and data year, version): for
     * any signed-in staff member, unlike the list, which needs `sys:config:list`.
     */
    pageValues(auth: AuthContext): Promise<Record<string, string>> {
      return entries.findValues(auth.orgId, Object.values(CONFIG_KEYS));
    },

    /** The version pages compare with their stored one; an org may pin `currentVersion`. */
    async version(auth: AuthContext): Promise<string> {
      return (await entries.findValue(auth.orgId, CONFIG_KEYS.currentVersion)) ?? appVersion;
    },

    findValue(orgId: number, paramKey: string): Promise<string | undefined> {
      return entries.findValue(orgId, paramKey);
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
