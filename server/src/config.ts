import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'API_BASE must be a path such as /api')
    .default('/api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: z.string().default(path.join(repositoryRoot, 'web/dist')),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  BENCH_ROUTES: z
    .enum(['1', '0', ''])
    .default('')
    .transform((value) => value === '1'),
  IMPORT_UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(200),
  IMPORT_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(16384).default(1024),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().positive().max(30).default(4),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(15),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(90),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
  STARTER_DATA: z.enum(['1', '0']).default('1'),
  PLAN_MAKING_THREADS: z.coerce.number().int().min(0).max(256).optional(),
});

export type ServerTimeouts = { headersMs: number; requestMs: number; connectionMs: number; keepAliveMs: number };

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiBase: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof environmentSchema>['NODE_ENV'];
  webDist: string;
  tokenTtlMs: number;
  bodyLimitBytes: number;
  /** Extra routes `npm run bench` compares against (never set in production). */
  benchRoutes: boolean;
  /** Largest data file an administrator may upload for import. */
  importUploadMaxBytes: number;
  /** Resident memory of an import process past which its job stops with nothing written. */
  importMaxMemoryBytes: number;
  trustProxy: boolean;
  /** How long a client may take over its headers, its whole request, an idle connection. */
  timeouts: ServerTimeouts;
  loginLimits: {
    maxPerAddress: number;
    addressWindowMs: number;
    /** Failures allowed per account from one address in the account window; then 429. */
    maxFailuresPerAccount: number;
    accountWindowMs: number;
    /** Failures of an account from all addresses after which each attempt is slowed, not refused. */
    slowAfterFailures: number;
    maxDelayMs: number;
  };
  /** The open starter data pack an empty database imports on its first start; unset with STARTER_DATA=0. */
  starterDataDir: string | undefined;
  /** Worker threads 智能填报 and the whole-list simulation run in: the cores by default; 0 runs them on the request thread. */
  makingThreads: number;
  version: string;
};

export const APP_VERSION = '0.1.0';

/** Reads the environment once; an invalid variable stops the start with a readable message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  // Node refuses a server whose header limit exceeds its whole-request limit.
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    throw new Error('Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    apiBase: env.API_BASE.replace(/\/+$/, '') || '/api',
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    webDist: path.resolve(env.WEB_DIST),
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3_600_000,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    benchRoutes: env.BENCH_ROUTES,
    importUploadMaxBytes: Math.round(env.IMPORT_UPLOAD_MAX_MB * 1024 * 1024),
    importMaxMemoryBytes: env.IMPORT_MAX_MEMORY_MB * 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    timeouts: {
      headersMs: Math.round(env.HEADERS_TIMEOUT_SECONDS * 1000),
      requestMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
      connectionMs: Math.round(env.CONNECTION_TIMEOUT_SECONDS * 1000),
      keepAliveMs: Math.round(env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
    },
    loginLimits: {
      maxPerAddress: env.LOGIN_MAX_PER_ADDRESS,
      addressWindowMs: env.LOGIN_ADDRESS_WINDOW_SECONDS * 1000,
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountWindowMs: env.LOGIN_ACCOUNT_WINDOW_SECONDS * 1000,
      slowAfterFailures: env.LOGIN_SLOWDOWN_AFTER_FAILURES,
      maxDelayMs: Math.round(env.LOGIN_MAX_DELAY_SECONDS * 1000),
    },
    starterDataDir: env.STARTER_DATA === '1' ? path.join(repositoryRoot, 'data/starter') : undefined,
    makingThreads: env.PLAN_MAKING_THREADS ?? Math.max(1, os.availableParallelism()),
    version: APP_VERSION,
  };
}
