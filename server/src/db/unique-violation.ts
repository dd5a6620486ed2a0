/** A unique index or constraint by table and columns, which both dialects report. */
export type UniqueKey = { table: string; columns: readonly string[] };

/** The unique keys whose violation the services turn into their own business message. */
export const UNIQUE_KEYS = {
  userAccount: { table: 'users', columns: ['account'] },
  studentUser: { table: 'students', columns: ['user_id'] },
  studentNumber: { table: 'students', columns: ['org_id', 'student_no'] },
  configParamKey: { table: 'sys_config', columns: ['org_id', 'param_key'] },
  planName: { table: 'plans', columns: ['org_id', 'student_id', 'name'] },
} as const satisfies Record<string, UniqueKey>;

type DriverError = { code?: unknown; message?: unknown; table?: unknown; detail?: unknown };

/**
 * The key a write violated: PostgreSQL's 23505 names the table and, in its detail, the columns
 * (`Key (org_id, param_key)=(…) already exists.`); SQLite's message names both
 * (`UNIQUE constraint failed: sys_config.org_id, sys_config.param_key`).
 */
function violatedKey(error: unknown): UniqueKey | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { code, message, table, detail } = error as DriverError;
  if (code === '23505') {
    const columns = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1]?.split(', ') : undefined;
    return { table: typeof table === 'string' ? table : '', columns: columns ?? [] };
  }
  if ((code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') && typeof message === 'string') {
    const qualified = message.replace(/^UNIQUE constraint failed: /, '').split(', ');
    const [first = ''] = qualified;
    return { table: first.split('.')[0] ?? '', columns: qualified.map((column) => column.split('.')[1] ?? '') };
  }
  return undefined;
}

/** Whether the error is a unique-constraint violation, of `key` when one is given. */
export function isUniqueViolation(error: unknown, key?: UniqueKey): boolean {
  const violated = violatedKey(error);
  if (!violated) return false;
  if (!key) return true;
  return (
    violated.table === key.table &&
    violated.columns.length === key.columns.length &&
    key.columns.every((column) => violated.columns.includes(column))
  );
}

/**
 * Runs a write whose duplicate a pre-check already refuses; a concurrent request that slips past
 * the check and violates `key` gets the same refusal instead of an unexpected error.
 */
export async function refuseUniqueViolation<T>(
  write: () => Promise<T>,
  key: UniqueKey,
  refusal: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, key)) throw refusal();
    throw error;
  }
}
