import { describe, expect, it } from 'vitest';
import { envelopeOutcome, logParams, logTarget, MASK, PARAMS_MAX_CHARS } from './log-params.ts';

describe('logParams', () => {
  it('masks passwords and tokens at any depth and keeps the rest', () => {
    const text = logParams({
      account: 't1',
      password: 'secret1',
      newPassword: 'secret2',
      nested: { token: 'abc', list: [{ passwd: 'x', name: 'n' }] },
    });
    expect(JSON.parse(text)).toEqual({
      account: 't1',
      password: MASK,
      newPassword: MASK,
      nested: { token: MASK, list: [{ passwd: MASK, name: 'n' }] },
    });
    expect(text).not.toContain('secret');
  });

  it('keeps uploaded file contents out and cuts long bodies', () => {
    expect(JSON.parse(logParams({ fileName: 'a.xlsx', content: 'QUJD' }))).toEqual({
      fileName: 'a.xlsx',
      content: MASK,
    });
    const long = logParams({ rows: Array.from({ length: 50 }, (_, index) => 'x'.repeat(400) + index) });
    expect(long.length).toBe(PARAMS_MAX_CHARS);
    expect(long.endsWith('(已截断)')).toBe(true);
  });

  it('logs nothing for bodies that are not objects', () => {
    expect(logParams(undefined)).toBe('');
    expect(logParams('text')).toBe('');
  });
});

describe('logTarget', () => {
  it('takes the path id first, then the body id or ids', () => {
    expect(logTarget({ id: '7' }, { id: 3 })).toBe('7');
    expect(logTarget(undefined, { id: 3 })).toBe('3');
    expect(logTarget(undefined, [4, 5])).toBe('4,5');
    expect(logTarget(undefined, { ids: [1, 2] })).toBe('1,2');
    expect(logTarget(undefined, { name: 'x' })).toBe('');
  });
});

describe('envelopeOutcome', () => {
  it('reads the code and message of an envelope', () => {
    expect(envelopeOutcome('{"code":0,"msg":"success","data":{}}')).toEqual({ code: 0, msg: 'success' });
    expect(envelopeOutcome('{"code":403,"msg":"没有权限，请联系管理员授权","data":null}')).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
    });
    expect(envelopeOutcome(Buffer.from('{"code":500,"msg":"a \\"b\\"","data":null}'))).toEqual({
      code: 500,
      msg: 'a "b"',
    });
    expect(envelopeOutcome('<html>')).toBeUndefined();
  });
});
