import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll } from "vitest";
import type { Config } from "../../src/server/config";
import { testConfig } from "./config";
import { buildApp, type App, type AppOptions } from "../../src/server/app";
import { mailOutbox } from "../../src/server/db/schema";
import { openTestDatabase } from "./database";
import { quickPasswordHashing } from "./quick-password-hashing";

export const ORIGIN = "http://localhost:3000";

export type TestAppOptions = Pick<AppOptions, "stripeClient" | "clientDir" | "requestTimeoutMs" | "logStream" | "logLevel"> & {
  /** Hash passwords as the product does (the tests of sign-up and sign-in); otherwise a cheaper scrypt. */
  productPasswordHashing?: boolean;
};

// Test apps serve no client build unless a test gives one (clientDir), whether or not the journeys left one in
// dist/client: its files (a route each, @fastify/static) took a second or more of every app's start on CI's
// PostgreSQL run, which comes after the journeys built the client, and what a test saw depended on the order.
const NO_CLIENT_BUILD = path.join(tmpdir(), "boutique-solidaire-no-client-build");

/** A whole server on a fresh database (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set). */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<App> {
  const { productPasswordHashing, clientDir = NO_CLIENT_BUILD, ...appOptions } = options;
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), {
    ...appOptions,
    clientDir,
    database,
    passwordHashing: productPasswordHashing ? undefined : quickPasswordHashing,
  });
  app.addHook("onClose", async () => database.close());
  await app.ready();
  return app;
}

/**
 * The app one test file works on, made at the file's top level (`const app = await appForFile()`): closed after
 * the file's last test, even when the file's own set-up fails after it.
 */
export async function appForFile(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<App> {
  const app = await createTestApp(overrides, options);
  afterAll(async () => app.close());
  return app;
}

export const ADMIN_EMAIL = "admin@exemple.fr";

/** appForFile with ADMIN_EMAIL among the app's ADMIN_EMAILS, signed in: `admin` is their session cookie. */
export async function appWithAdminForFile(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const app = await appForFile({ adminEmails: [ADMIN_EMAIL], ...overrides }, options);
  return { app, admin: await signUpAndSignIn(app, ADMIN_EMAIL) };
}

export type Json = Record<string, unknown>;

/** The headers the browser sends to the site: same-origin, with the session cookie when given. */
export function browserHeaders(cookie: string | undefined, headers: Record<string, string> = {}): Record<string, string> {
  return { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers };
}

/** Sends JSON like the browser does: same-origin, with the session cookie when given. */
export function send(
  app: App,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: browserHeaders(options.cookie, {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    }),
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(";")[0]).join("; ");
}

export async function latestMailTo(app: App, to: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return mail;
}

/** The mails queued to this address, with this subject when given, in no particular order. */
export function outboxMailsTo(app: App, to: string, subject?: string) {
  const toAddress = eq(mailOutbox.to_address, to);
  return app.database.db
    .select()
    .from(mailOutbox)
    .where(subject === undefined ? toAddress : and(toAddress, eq(mailOutbox.subject, subject)));
}

export function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
}

/** A path + query relative to the server, from an absolute link found in a mail. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const PASSWORD = "motdepasse-solide";

/** A person's name for an address, as sign-up asks it: 'anne.le-bihan@…' is 'anne.le-bihan'. */
export const nameFor = (email: string) => email.split("@")[0];

/**
 * Signs up (named `name`, by default the address's first part), follows the confirmation link from the outbox and
 * signs in; returns the session cookie.
 */
export async function signUpAndSignIn(app: App, email: string, password = PASSWORD, name = nameFor(email)) {
  const signUp = await send(app, "POST", "/api/auth/sign-up/email", {
    body: { name, email, password, confirmPassword: password, acceptTerms: true },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await latestMailTo(app, email);
  const link = linkIn(mail.text_body, /https?:\/\/\S+\/api\/auth\/verify-email\S+/);
  await app.inject({ method: "GET", url: pathOf(link) });
  const signIn = await send(app, "POST", "/api/auth/sign-in/email", { body: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return cookieFrom(signIn);
}
