import { ADMIN_EMAIL, closeQuietly, signedInAccount } from "./api-accounts";

/**
 * Makes the shared admin account (scripts/e2e.mjs names it in ADMIN_EMAILS) before any journey: the journeys run on two
 * workers, and two of them signing it up at once would have one sign in before the other had confirmed it.
 */
// eslint-disable-next-line import-x/no-default-export -- Playwright loads a global setup from its default export
export default async function makeTheAdmin(): Promise<void> {
  await closeQuietly(await signedInAccount(ADMIN_EMAIL));
}
