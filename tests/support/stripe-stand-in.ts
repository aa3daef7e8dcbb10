import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// Tests only. Stripe's servers can't be reached from the test environment, so tests run the real `stripe`
// SDK against this local stand-in of the two endpoints we call, and check what the SDK actually sent.

export type RecordedCreate = {
  /** The form-encoded body as flat keys, as the SDK sends it: `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  mode: "payment";
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  expires_at: number;
  livemode: false;
};

export type StripeStandIn = {
  /** A real Stripe client whose requests go to this stand-in. */
  client: Stripe;
  port: number;
  creates: RecordedCreate[];
  /** The session id of every retrieve, in order: how often the server asked Stripe. */
  retrieves: string[];
  sessions: Map<string, StandInSession>;
  /** The next request answers this Stripe error instead (error paths). */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  response.end(JSON.stringify(body));
}

function sessionFrom(form: Record<string, string>): StandInSession {
  const id = `cs_test_${randomBytes(12).toString("hex")}`;
  let total = 0;
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
    total += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]);
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return {
    id,
    object: "checkout.session",
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: "open",
    payment_status: "unpaid",
    mode: "payment",
    client_reference_id: form.client_reference_id ?? null,
    customer_email: form.customer_email ?? null,
    metadata,
    amount_total: total,
    currency: form["line_items[0][price_data][currency]"] ?? "eur",
    expires_at: Number(form.expires_at),
    livemode: false,
  };
}

/** Starts the stand-in on a random loopback port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const creates: RecordedCreate[] = [];
  const retrieves: string[] = [];
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  let failure: { status: number; error: object } | null = null;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (failure) {
      const { status, error } = failure;
      failure = null;
      return sendJson(response, status, { error });
    }
    const path = (request.url ?? "").split("?")[0];
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      creates.push({ form, idempotencyKey, authorization: request.headers.authorization });
      // Like Stripe: the same idempotency key replays the first answer.
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return sendJson(response, 200, replay);
      const session = sessionFrom(form);
      sessions.set(session.id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return sendJson(response, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && retrieve) {
      retrieves.push(decodeURIComponent(retrieve[1]));
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (session) return sendJson(response, 200, session);
      return sendJson(response, 404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" },
      });
    }
    sendJson(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    client: new Stripe("sk_test_x", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0, timeout: 5_000 }),
    port,
    creates,
    retrieves,
    sessions,
    failNext(status, error) {
      failure = { status, error };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
