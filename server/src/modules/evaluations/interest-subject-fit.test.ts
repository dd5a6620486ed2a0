import { describe, expect, it } from 'vitest';
import { chosenSubjects, interestFitsSubjects } from './interest-subject-fit.ts';

describe('interest profile and 选科', () => {
  it('fits a science-minded code with physics, chemistry and biology', () => {
    // I: physics, chemistry, biology; R: physics, chemistry, geography → all three served.
    expect(interestFitsSubjects('IRC', ['0604', '0606', '0607'])).toBe(true);
  });

  it('fits when exactly two of the three subjects serve the two leading letters', () => {
    // S: history, politics, biology; A: history, geography, politics; chemistry serves neither.
    expect(interestFitsSubjects('SAE', ['0605', '0606', '0608'])).toBe(true);
  });

  it('does not fit when only one subject serves them', () => {
    // A and S do not take physics or chemistry; biology serves S only.
    expect(interestFitsSubjects('ASI', ['0604', '0606', '0607'])).toBe(false);
  });

  it('reads only the two leading letters, in either case', () => {
    // The third letter I (physics, chemistry) is not considered.
    expect(interestFitsSubjects('esi', ['0604', '0606', '0609'])).toBe(false);
    expect(interestFitsSubjects('ES', ['0605', '0608', '0604'])).toBe(true);
  });

  it('measures only a complete 选科', () => {
    expect(chosenSubjects({ mainSubject: '0604', minorSubject1: '0606', minorSubject2: '' })).toBeNull();
    expect(chosenSubjects({ mainSubject: '0605', minorSubject1: '0608', minorSubject2: '0609' })).toEqual([
      '0605',
      '0608',
      '0609',
    ]);
  });
});
