import { describe, expect, it } from 'vitest';
import { idParamsSchema, pageQuerySchema } from './envelope.schema.ts';

describe('idParamsSchema', () => {
  it.each([
    ['1', 1],
    ['16', 16],
    ['007', 7],
    ['999999999999999', 999_999_999_999_999],
  ])('reads %s as %d', (id, expected) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id: expected });
  });

  it.each(['0x10', '1e3', '0b1', '0o7', ' 7', '7 ', '+7', '-1', '1.0', '1.5', '', '0', 'abc', '1'.repeat(16), '١٢'])(
    'refuses %j, naming the field',
    (id) => {
      const result = idParamsSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['id']);
    },
  );
});

describe('pageQuerySchema', () => {
  it('reads JSON integers and defaults to the first page of ten', () => {
    expect(pageQuerySchema.parse({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it.each([
    { page: '1' },
    { page: true },
    { page: '0x2' },
    { page: [1] },
    { limit: '10' },
    { limit: false },
    { page: 1.5 },
  ])('refuses %j', (body) => {
    expect(pageQuerySchema.safeParse(body).success).toBe(false);
  });
});
