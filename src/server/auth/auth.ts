import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import { grantAdminOnVerification, provisionAccount } from "../account/provision";
import { queueMail } from "../mail/outbox";
import { confirmEmailMail } from "../mail/templates/confirm-email";
import { resetPasswordMail } from "../mail/templates/reset-password";

/** Better Auth's own hashing shape; see AppOptions.passwordHashing. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

export type AuthOptions = { db: Db; config: Config; onMailQueued?: () => void; passwordHashing?: PasswordHashing };

export const SESSION_COOKIE_PREFIX = "bs";

export function createAuth({ db, config, onMailQueued, passwordHashing }: AuthOptions) {
  const production = config.env === "production";
  return betterAuth({
    appName: "Boutique Solidaire",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    telemetry: { enabled: false },
    // Expected failures (wrong password...) are answered to the user, not logged as warnings.
    logger: { level: "error", disabled: config.env === "test" },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // docs/product.md#sign-in: an unconfirmed account can't sign in ('Email non vérifié').
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      async sendResetPassword({ user: target, url }) {
        await queueMail(db, { to: target.email, ...resetPasswordMail({ url }) });
        onMailQueued?.();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user: target, url }) {
        await queueMail(db, { to: target.email, ...confirmEmailMail({ url }) });
        onMailQueued?.();
      },
      // The admin role of ADMIN_EMAILS goes to whoever proves they read that mailbox, never at sign-up.
      async afterEmailVerification(verified) {
        await grantAdminOnVerification(db, verified, config.adminEmails);
      },
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Rate limits are enforced by Fastify in front of these routes (one mechanism, one French message).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(created) {
            await provisionAccount(db, { id: created.id, email: created.email, name: created.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
