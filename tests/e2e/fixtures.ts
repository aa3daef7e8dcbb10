import { randomBytes } from "node:crypto";
import { test as base } from "@playwright/test";

// The server validates addresses with zod's z.email(): a normal domain, lowercase, no odd characters.
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@exemple.fr`;
}

export const PASSWORD = "MotDePasse-2024!";
export const NEW_PASSWORD = "NouveauSecret-2025?";

export type Account = { email: string; password: string };

/** `account`: a fresh, not yet registered address and a valid password for each test. */
export const test = base.extend<{ account: Account }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none here
  account: async ({}, use) => {
    await use({ email: uniqueEmail(), password: PASSWORD });
  },
});

export { expect } from "@playwright/test";
