import { describe, expect, it } from 'vitest';
import { examModelOf } from './exam-models.ts';

describe('examModelOf', () => {
  it('reads the spellings tables use', () => {
    expect(examModelOf('3+1+2')).toBe('3+1+2');
    expect(examModelOf('３＋１＋２')).toBe('3+1+2');
    expect(examModelOf('新高考 3+3')).toBe('3+3');
    expect(examModelOf('传统文理')).toBe('文理');
    expect(examModelOf('文理')).toBe('文理');
    expect(examModelOf('平行志愿')).toBeNull();
  });
});
