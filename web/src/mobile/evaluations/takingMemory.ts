import type { AnswerLanguage } from '../../modules/evaluations/rules/answerLanguage.ts';

const POSITION_PREFIX = 'zhihang.evaluation.position.';
const LANGUAGE_KEY = 'zhihang.evaluation.language';

/**
 * What the phone keeps of an attempt between visits: the item on screen and the answer language.
 * The answers themselves live on the server; storage may be unavailable (private mode), so every
 * read and write here is allowed to fail quietly.
 */
export const takingMemory = {
  position(attemptId: number): number | null {
    const value = read(`${POSITION_PREFIX}${attemptId}`);
    return value === null || !/^\d+$/.test(value) ? null : Number(value);
  },
  keepPosition(attemptId: number, index: number): void {
    write(`${POSITION_PREFIX}${attemptId}`, String(index));
  },
  forget(attemptId: number): void {
    try {
      window.localStorage.removeItem(`${POSITION_PREFIX}${attemptId}`);
    } catch {
      // Nothing kept, nothing to forget.
    }
  },
  language(): AnswerLanguage | null {
    const value = read(LANGUAGE_KEY);
    return value === 'zh' || value === 'en' ? value : null;
  },
  keepLanguage(language: AnswerLanguage): void {
    write(LANGUAGE_KEY, language);
  },
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The position is a convenience: without storage the first unanswered item is used.
  }
}
