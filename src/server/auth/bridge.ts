import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth } from "./auth";

/** Better Auth's answer, read once so that callers can inspect it before replying. */
export type AuthResult = {
  status: number;
  headers: Headers;
  body: unknown;
};

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "content-length") continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return headers;
}

/** Calls a Better Auth endpoint with the incoming request's headers (cookies, origin) and the given body. */
export async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  options: { path?: string; method?: string; body?: unknown; publicUrl: string },
): Promise<AuthResult> {
  const url = new URL(options.path ?? request.url, options.publicUrl);
  const method = options.method ?? request.method;
  const headers = toHeaders(request);
  // Our origin check (lib/origin-check.ts) has already accepted this request's origin, including the ones
  // Better Auth doesn't know (ALLOWED_ORIGINS, 127.0.0.1 in development): one decision, taken once.
  if (headers.has("origin")) headers.set("origin", new URL(options.publicUrl).origin);
  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    body = JSON.stringify(options.body ?? request.body ?? {});
    headers.set("content-type", "application/json");
  }
  const response = await auth.handler(new Request(url, { method, headers, body }));
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Copies Better Auth's cookies and redirect onto the Fastify reply. */
export function forwardAuthHeaders(result: AuthResult, reply: FastifyReply) {
  const cookies = result.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const location = result.headers.get("location");
  if (location) reply.header("location", location);
}

export function authErrorCode(result: AuthResult): string | undefined {
  const body = result.body as { code?: unknown } | null;
  return body && typeof body.code === "string" ? body.code : undefined;
}
