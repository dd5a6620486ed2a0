import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another on a printed slip. */
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** An initial password of 8 characters with letters and digits, read out or printed once. */
export function newInitialPassword(): string {
  const alphabet = LETTERS + DIGITS;
  const characters = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)] as string);
  characters[randomInt(4)] = DIGITS[randomInt(DIGITS.length)] as string;
  characters[4 + randomInt(4)] = LETTERS[randomInt(LETTERS.length)] as string;
  return characters.join('');
}

/** Account names to try for a student, in order: `xs000123`, then with a random suffix. */
export function accountCandidates(studentId: number): string[] {
  const base = `xs${String(studentId).padStart(6, '0')}`;
  return [base, ...Array.from({ length: 5 }, () => `${base}${randomInt(100, 1000)}`)];
}
