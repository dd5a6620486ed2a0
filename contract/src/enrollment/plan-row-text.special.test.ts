import { describe, expect, it } from 'vitest';
import { specialAdmissionNote } from './plan-row-text.ts';

describe('specialAdmissionNote', () => {
  it('warns of the 提前批 checks for military, police and fire-service schools only', () => {
    expect(specialAdmissionNote('陆军军医大学')).toContain('军队院校');
    expect(specialAdmissionNote('陆军工程大学')).toContain('政审');
    expect(specialAdmissionNote('中国人民公安大学')).toContain('公安院校');
    expect(specialAdmissionNote('中国消防救援学院')).toContain('消防院校');
    expect(specialAdmissionNote('中山大学')).toBe('');
    expect(specialAdmissionNote('华南理工大学')).toBe('');
  });
});
