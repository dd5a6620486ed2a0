import { describe, expect, it } from 'vitest';
import { createScrollMemory } from './scrollMemory.ts';

describe('createScrollMemory', () => {
  it('restores the saved position of a kept-alive view', () => {
    const memory = createScrollMemory();
    memory.save('/edu/knowledge', 640.4);
    memory.save('/dashboard', 120);
    expect(memory.positionOf('/edu/knowledge', true)).toBe(640);
    expect(memory.positionOf('/dashboard', true)).toBe(120);
  });

  it('starts a view that was not kept alive at the top and forgets its position', () => {
    const memory = createScrollMemory();
    memory.save('/edu/studentGuidance', 300);
    expect(memory.positionOf('/edu/studentGuidance', false)).toBe(0);
    expect(memory.positionOf('/edu/studentGuidance', true)).toBe(0);
  });

  it('starts unknown views at the top and never stores negative positions', () => {
    const memory = createScrollMemory();
    expect(memory.positionOf('/new', true)).toBe(0);
    memory.save('/new', -20);
    expect(memory.positionOf('/new', true)).toBe(0);
  });
});
