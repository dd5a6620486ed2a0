import { describe, expect, it } from 'vitest';
import { answerProblem, keyedValue, unansweredItems } from './answers.ts';
import { seedDefinition } from './seed-definitions.test-helper.ts';

const mbti = seedDefinition('mbti');
const item = (id: string) => mbti.items.find((row) => row.id === id)!;

describe('answers', () => {
  it('checks one answer as it is saved', () => {
    expect(answerProblem(mbti, 'E1a', 5)).toBeNull();
    expect(answerProblem(mbti, 'E1a', 1)).toBeNull();
    expect(answerProblem(mbti, 'E1a', 0)).toBe('value-out-of-scale');
    expect(answerProblem(mbti, 'E1a', 6)).toBe('value-out-of-scale');
    expect(answerProblem(mbti, 'E1a', 3.5)).toBe('value-out-of-scale');
    expect(answerProblem(mbti, 'E1a', Number.NaN)).toBe('value-out-of-scale');
    expect(answerProblem(mbti, 'nope', 3)).toBe('unknown-item');
  });

  it('keys reversed items the other way round', () => {
    expect(item('E1a').reverse).toBe(false);
    expect(keyedValue(mbti, item('E1a'), 4)).toBe(4);
    expect(item('E1c').reverse).toBe(true);
    expect(keyedValue(mbti, item('E1c'), 4)).toBe(2);
    expect(keyedValue(mbti, item('E1c'), 1)).toBe(5);
  });

  it('lists the items a resumed attempt still asks, in presentation order', () => {
    const answered = mbti.items.slice(0, 3).map((row) => ({ itemId: row.id, value: 3 }));
    const left = unansweredItems(mbti, answered);
    expect(left).toHaveLength(mbti.items.length - 3);
    expect(left[0]).toBe(mbti.items[3]!.id);
  });
});
