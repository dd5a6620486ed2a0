import { ERROR } from '@zhihang/contract/http/error-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Control characters (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage return:
 * no field has a use for them, PostgreSQL refuses NUL in text outright, and they hide text in logs
 * and pages.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

const isPlainContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Parsed JSON, or the query parser's objects, whose prototype has no prototype of its own.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/** A value to look at, linked to its parent so that paths are built only for the one reported. */
type Visit = { value: unknown; key?: string; parent?: Visit };

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * Where the first control character sits in parsed JSON, a query or path parameters: the path
 * of the string (`['data', '0']`), or of the object whose key holds one. Streams and other
 * non-JSON values are not looked into. Iterative, so that deep nesting cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (CONTROL_CHARACTER.test(visit.value)) return pathOf(visit);
    } else if (isPlainContainer(visit.value)) {
      const entries = Object.entries(visit.value);
      if (entries.some(([key]) => CONTROL_CHARACTER.test(key))) return pathOf(visit);
      // Reversed so that the first field is looked at first and named in the message.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

const SOURCES = [
  { name: 'body', read: (request: { body: unknown }) => request.body, whole: '请求体' },
  { name: 'params', read: (request: { params: unknown }) => request.params, whole: '路径参数' },
  { name: 'query', read: (request: { query: unknown }) => request.query, whole: '查询参数' },
] as const;

/**
 * Refuses control characters in every route's body, path and query parameters before
 * validation, with the field named: once here, so that no route can forget it.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const source of SOURCES) {
      const path = findControlCharacter(source.read(request));
      if (path) {
        const field = path.length ? path.join('.') : source.whole;
        throw new AppError({
          code: ERROR.badRequest.code,
          msg: `${ERROR.badRequest.msg}：${field} 含有不允许的控制字符`,
        });
      }
    }
  });
}
