import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  signInSchema,
  signUpSchema,
} from "../../shared/auth";
import { authSessionSchema, okResponseSchema, signInResponseSchema, type AuthSession } from "../../shared/auth-responses";
import { AppError, type ErrorCode } from "../../shared/errors";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { KnownDevices } from "../lib/known-device";
import { redirectTo } from "../lib/response-docs";
import type { Auth } from "./auth";
import { authErrorCode, callAuth, forwardAuthHeaders, type AuthResult } from "./bridge";
import { consumeToken, isEmailTaken, isTokenConsumed, resetLinkEmail } from "./queries";
import { requireUser } from "./session";
import { associationsOnlyManagedBy } from "../team/queries";

type AuthRoutesOptions = { auth: Auth; db: Db; config: Config; knownDevices: KnownDevices };

// Better Auth's error codes, translated to ours (and so to the French messages of docs/product.md#accounts).
const translatedCodes: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  USER_ALREADY_EXISTS: "USER_ALREADY_EXISTS",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
  INVALID_TOKEN: "INVALID_TOKEN",
  TOKEN_EXPIRED: "INVALID_TOKEN",
  INVALID_PASSWORD: "INVALID_CURRENT_PASSWORD",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "INVALID_CURRENT_PASSWORD",
  SESSION_EXPIRED: "UNAUTHENTICATED",
  UNAUTHORIZED: "UNAUTHENTICATED",
};

function failWith(result: AuthResult): never {
  const code = authErrorCode(result);
  const ours = code ? translatedCodes[code] : undefined;
  if (ours) throw new AppError(ours);
  if (result.status === 401) throw new AppError("UNAUTHENTICATED");
  if (result.status === 403) throw new AppError("ORIGIN_REJECTED");
  // A refusal we have no French words for is still the caller's mistake, not a server failure.
  if (result.status < 500) throw new AppError("VALIDATION", "Requête invalide");
  throw new AppError("INTERNAL");
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, db, config, knownDevices }) => {
  const publicUrl = config.publicUrl;
  const limited = { rateLimit: { max: config.rateLimits.authMax, timeWindow: config.rateLimits.windowMs } };
  const ok = { 200: okResponseSchema };

  async function forward(request: FastifyRequest, reply: FastifyReply, body?: unknown) {
    const result = await callAuth(auth, request, { body, publicUrl });
    forwardAuthHeaders(result, reply);
    if (result.status >= 400) failWith(result);
    return result;
  }

  app.post("/api/auth/sign-up/email", { schema: { body: signUpSchema, response: ok }, config: limited }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    // Better Auth answers a duplicate sign-up like a success when confirmation is required;
    // docs/product.md#sign-up wants the user told plainly instead.
    if (await isEmailTaken(db, email)) throw new AppError("USER_ALREADY_EXISTS");
    await forward(request, reply, {
      email,
      password: request.body.password,
      name: request.body.name,
      callbackURL: "/auth/callback",
    });
    return reply.send({ ok: true });
  });

  app.post(
    "/api/auth/sign-in/email",
    { schema: { body: signInSchema, response: { 200: signInResponseSchema } }, config: limited },
    async (request, reply) => {
      const result = await forward(request, reply, {
        email: request.body.email.toLowerCase(),
        password: request.body.password,
        callbackURL: "/auth/callback",
        rememberMe: true,
      });
      const signedIn = result.body as { user?: { id: string; email: string } };
      return reply.send({ ok: true, user: signedIn.user ? { id: signedIn.user.id, email: signedIn.user.email } : null });
    },
  );

  app.post(
    "/api/auth/send-verification-email",
    { schema: { body: forgotPasswordSchema, response: ok }, config: limited },
    async (request, reply) => {
      // Same answer whatever the account's state (unknown, already confirmed...): nothing to learn from it.
      const result = await callAuth(auth, request, {
        body: { email: request.body.email.toLowerCase(), callbackURL: "/auth/callback" },
        publicUrl,
      });
      if (result.status >= 500) failWith(result);
      return reply.send({ ok: true });
    },
  );

  app.post(
    "/api/auth/request-password-reset",
    { schema: { body: forgotPasswordSchema, response: ok }, config: limited },
    async (request, reply) => {
      await forward(request, reply, { email: request.body.email.toLowerCase(), redirectTo: "/auth/reset" });
      return reply.send({ ok: true });
    },
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { body: resetPasswordRequestSchema, response: ok }, config: limited },
    async (request, reply) => {
      const email = await resetLinkEmail(db, request.body.token);
      await forward(request, reply, request.body);
      // Whoever reset the password through the mailed link reads that mailbox: their browser becomes known to the
      // account, so that it signs in even while others guess the password from many addresses (docs/security.md).
      if (email) knownDevices.remember(reply, email);
      return reply.send({ ok: true });
    },
  );

  app.post(
    "/api/auth/change-password",
    { schema: { body: changePasswordSchema, response: ok }, config: limited },
    async (request, reply) => {
      await forward(request, reply, {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        revokeOtherSessions: true,
      });
      return reply.send({ ok: true });
    },
  );

  app.post("/api/auth/delete-user", { schema: { body: deleteAccountSchema, response: ok }, config: limited }, async (request, reply) => {
    // docs/product.md#account-deletion: an association that keeps members keeps a manager.
    const current = await requireUser(auth, request);
    const orphaned = await associationsOnlyManagedBy(db, current.id);
    if (orphaned.length > 0) {
      const names = orphaned.map((name) => `« ${name} »`).join(", ");
      throw new AppError(
        "LAST_MANAGER_ACCOUNT",
        `Vous êtes le seul responsable de ${names} : nommez un autre responsable dans l'onglet Équipe avant de supprimer votre compte.`,
      );
    }
    await forward(request, reply, { password: request.body.password });
    return reply.send({ ok: true });
  });

  app.post("/api/auth/sign-out", { schema: { response: ok } }, async (request, reply) => {
    const result = await callAuth(auth, request, { body: {}, publicUrl });
    forwardAuthHeaders(result, reply);
    return reply.send({ ok: true });
  });

  app.get("/api/auth/get-session", { schema: { response: { 200: authSessionSchema } } }, async (request, reply) => {
    const result = await callAuth(auth, request, { publicUrl });
    forwardAuthHeaders(result, reply);
    // Better Auth's answer, checked on its way out by the response schema.
    return reply.header("cache-control", "no-store").send((result.body as AuthSession | null) ?? null);
  });

  // Confirmation links are signed tokens that Better Auth would accept again; we make them single-use.
  app.get(
    "/api/auth/verify-email",
    {
      schema: {
        // Optional here so that a link cut short reaches the handler, which sends it to the page like a bad one.
        querystring: z.object({ token: z.string().optional(), callbackURL: z.string().optional() }),
        response: {
          302: redirectTo("To /auth/callback?etat=confirme once verified, or ?error=INVALID_TOKEN, TOKEN_EXPIRED or TOKEN_ALREADY_USED"),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!token) return reply.redirect("/auth/callback?error=INVALID_TOKEN");
      if (await isTokenConsumed(db, token)) return reply.redirect("/auth/callback?error=TOKEN_ALREADY_USED");
      const result = await callAuth(auth, request, {
        path: `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent("/auth/callback")}`,
        publicUrl,
      });
      forwardAuthHeaders(result, reply);
      const location = result.headers.get("location") ?? "/auth/callback";
      if (result.status >= 400 || location.includes("error=")) {
        const code = authErrorCode(result) ?? new URL(location, publicUrl).searchParams.get("error");
        return reply.redirect(`/auth/callback?error=${code === "TOKEN_EXPIRED" ? "TOKEN_EXPIRED" : "INVALID_TOKEN"}`);
      }
      await consumeToken(db, { token, purpose: "verify-email" });
      // The page says 'Email confirmé !' only with this mark: the server verified the address (docs/product.md#email-confirmation).
      return reply.redirect("/auth/callback?etat=confirme");
    },
  );

  // The reset link: Better Auth checks the token and redirects to /auth/reset?token=… (or ?error=INVALID_TOKEN).
  app.get(
    "/api/auth/reset-password/:token",
    {
      schema: {
        params: z.object({ token: z.string() }),
        response: { 302: redirectTo("To /auth/reset?token=…, or /auth/reset?error=INVALID_TOKEN") },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const result = await callAuth(auth, request, {
        path: `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent("/auth/reset")}`,
        publicUrl,
      });
      const location = result.headers.get("location");
      if (!location) return reply.redirect("/auth/reset?error=INVALID_TOKEN");
      const target = new URL(location, publicUrl);
      return reply.redirect(`${target.pathname}${target.search}`);
    },
  );
};
