/**
 * Minimum length of a new password. Free of zod so the web console can use it without bundling
 * the schema library.
 */
export const PASSWORD_MIN_LENGTH = 6;
