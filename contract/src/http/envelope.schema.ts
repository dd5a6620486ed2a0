import { z } from 'zod';

/** Every API response is HTTP 200 with this envelope; `code: 0` means success. */
export const SUCCESS_CODE = 0;
export const SUCCESS_MESSAGE = 'success';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });

export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * Paging request fields shared by every list endpoint (1-based page). Lists take them in a JSON
 * body, so they are JSON numbers: "1" or true is a client's mistake, not page 1.
 */
export const pageQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(500).default(10),
});

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    totalCount: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
    currPage: z.number().int(),
    list: z.array(item),
  });

export type Page<T> = {
  totalCount: number;
  pageSize: number;
  totalPage: number;
  currPage: number;
  list: T[];
};

/**
 * An id in a path (`/info/{id}`, `/simulatePlan/{planId}`) or a query: decimal digits only, as
 * `Number()` would read `0x10` as 16, `1e3` as 1000 and ` 7` as 7.
 */
export const pathIdSchema = z
  .string()
  .regex(/^[0-9]{1,15}$/, '应为十进制整数')
  .transform(Number)
  .pipe(z.number().int().positive());

/** Path parameter `{id}` of the spec's `/info/{id}` style routes. */
export const idParamsSchema = z.object({ id: pathIdSchema });

/** Bodies of `/delete` endpoints: a JSON array of ids. */
export const idListSchema = z.array(z.number().int().positive()).min(1).max(1000);
