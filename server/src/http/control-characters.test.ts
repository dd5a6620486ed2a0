import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { findControlCharacter } from './control-characters.ts';

describe('findControlCharacter', () => {
  it('accepts tabs, line breaks and ordinary text of any script', () => {
    expect(findControlCharacter({ remark: '第一行\r\n第二行\t末尾', name: 'Zoë 李', list: ['a', 1, null, true] })).toBe(
      undefined,
    );
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['form feed', '\u000c'],
    ['DEL', '\u007f'],
    ['the C1 next-line control', '\u0085'],
    ['the C1 control string introducer', '\u009b'],
  ])('finds %s and names the field holding it', (_name, character) => {
    expect(findControlCharacter({ account: 'teacher', password: `se${character}cret` })).toEqual(['password']);
  });

  it('names nested fields and list positions, the first one first', () => {
    expect(findControlCharacter({ data: ['06', 'x\u0000'], other: '\u0000' })).toEqual(['data', '1']);
    expect(findControlCharacter({ filter: { name: 'a\u0001' } })).toEqual(['filter', 'name']);
  });

  it('names the object whose key holds one, and the whole value for a bare string', () => {
    expect(findControlCharacter({ outer: { 'ke\u0000y': 1 } })).toEqual(['outer']);
    expect(findControlCharacter('\u0000')).toEqual([]);
  });

  it('walks deep nesting without exhausting the stack and leaves streams alone', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findControlCharacter(deep)?.length).toBe(200_001);
    expect(findControlCharacter(Readable.from(['\u0000']))).toBe(undefined);
  });

  it("looks into the query parser's objects, whose prototype has no prototype", () => {
    const query = Object.assign(Object.create(Object.create(null) as object) as object, { probe: '\u0000' });
    expect(findControlCharacter(query)).toEqual(['probe']);
  });
});
