import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 16;

/** A random binding code: 16 characters of a 57-letter alphabet (about 93 bits), URL-safe. */
export function newBindingCode(): string {
  const bytes = randomBytes(LENGTH * 2);
  let code = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (byte >= 256 - (256 % ALPHABET.length)) continue;
    code += ALPHABET[byte % ALPHABET.length];
    if (code.length === LENGTH) return code;
  }
  return code + newBindingCode().slice(code.length);
}

/** The image file name of a code, `<code>.png`, or undefined when it is not one. */
export function codeOfImageFile(file: string): string | undefined {
  return /^([A-Za-z0-9]{8,32})\.png$/.exec(file)?.[1];
}
