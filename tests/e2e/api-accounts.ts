import { expect, request as playwrightRequest, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { confirmationLink } from "./auth";
import { PASSWORD } from "./fixtures";

// Accounts made through the HTTP API (docs/api.md), for journeys that need data but don't test the forms.

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run through scripts/e2e.mjs");
  return url;
};

/** The admin address that scripts/e2e.mjs passes to the server as ADMIN_EMAILS. */
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "e2e-admin@exemple.fr";

/** A cookie jar of its own; Better Auth checks the Origin header of every write. */
export function apiContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), extraHTTPHeaders: { Origin: baseURL() } });
}

async function signIn(api: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await api.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), `sign in ${email}: ${await response.text()}`).toBe(200);
}

/**
 * Signs up (named `name`, by default the address's first part), confirms through the outbox link and signs in;
 * returns the signed-in context. An address that already exists (the shared admin, made by an earlier spec of the
 * same run) is only signed in: every spec uses PASSWORD for it.
 */
export async function signedInAccount(email: string, password = PASSWORD, name = email.split("@")[0]): Promise<APIRequestContext> {
  const api = await apiContext();
  const signUp = await api.post("/api/auth/sign-up/email", {
    data: { name, email, password, confirmPassword: password, acceptTerms: true },
  });
  if (signUp.ok()) {
    const link = await confirmationLink(api, email);
    const confirmed = await api.get(link);
    expect(confirmed.ok(), `confirm ${email}`).toBe(true);
  } else {
    const body = await signUp.json().catch(() => ({}));
    expect(body.code, `sign up ${email}: ${JSON.stringify(body)}`).toBe("USER_ALREADY_EXISTS");
  }
  await signIn(api, email, password);
  return api;
}

/**
 * Signs a browser in as the API context's account: the session cookie the sign-in form would have left. Walking the
 * form (its toast, its redirect to /) is the account and password-reset journeys'; a journey that starts signed in
 * saves a page load and a password hash per person.
 */
export async function signInBrowser(context: BrowserContext, api: APIRequestContext): Promise<void> {
  await context.addCookies((await api.storageState()).cookies);
}

export async function firstAssociationId(api: APIRequestContext): Promise<string> {
  const me = await api.get("/api/me");
  expect(me.ok()).toBe(true);
  return (await me.json()).memberships[0].association_id as string;
}

/**
 * Disposes of a context without failing the test: with tracing on, dispose copies trace files that a parallel
 * run of the suite (which empties test-results/artifacts) may have removed.
 */
export async function closeQuietly(api: APIRequestContext): Promise<void> {
  await api.dispose().catch((error: Error) => console.warn(`[e2e] dispose: ${error.message}`));
}
