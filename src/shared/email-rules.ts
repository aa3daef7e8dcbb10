// The shape of an e-mail address, without zod: every schema checks it with this pattern
// (z.email({ pattern: EMAIL_PATTERN })), and a page that must not load zod can read it from here.
// Kept free of zod (campaign-entry.test.ts, eslint.config.js).

export const MAX_EMAIL_LENGTH = 255;

/** zod's own e-mail pattern (z.regexes.email, less its needless escapes), written out for the forms without zod. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
