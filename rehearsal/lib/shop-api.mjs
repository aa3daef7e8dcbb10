// A person using the shop's HTTP API (docs/api.md) through the proxy: a cookie jar of their own, the Origin header
// the shop checks on every write, and a client address of their own (the proxy passes it on in X-Forwarded-For, as
// it would for a real visitor), so that the per-address limits treat each person as the shop would.

const VERIFY_EMAIL_LINK = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?[^\s"'<>]*token=[^\s"'<>]+/;

export function shopClient(baseUrl, { clientAddress } = {}) {
  const cookies = new Map();
  async function request(method, pathname, { json, body, headers = {}, redirect = "manual" } = {}) {
    const response = await fetch(new URL(pathname, baseUrl), {
      method,
      redirect,
      headers: {
        origin: baseUrl,
        ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }
  /** The JSON answer of a call expected to answer `status`; an error with the body otherwise. */
  async function expectJson(method, pathname, status, options) {
    const response = await request(method, pathname, options);
    const text = await response.text();
    if (response.status !== status)
      throw new Error(`${method} ${pathname}: ${response.status} instead of ${status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  return { request, expectJson, cookies };
}

/**
 * Signs up, confirms the address through the link the relay delivered, and signs in. Returns the signed-in client.
 * readMail({ to, subject }) waits for a delivered mail (rehearsal/maildir.mjs).
 */
export async function signedUpAccount(baseUrl, { email, password, name, clientAddress, readMail }) {
  const client = shopClient(baseUrl, { clientAddress });
  await client.expectJson("POST", "/api/auth/sign-up/email", 200, {
    json: { name, email, password, confirmPassword: password, acceptTerms: true },
  });
  const mail = await readMail({ to: email, subject: "Confirmez votre adresse email" });
  const confirmed = await client.request("GET", VERIFY_EMAIL_LINK.exec(mail.text)[0]);
  if (confirmed.status >= 400) throw new Error(`confirming ${email}: ${confirmed.status}`);
  await client.expectJson("POST", "/api/auth/sign-in/email", 200, { json: { email, password } });
  return client;
}

/** An account that already exists (made by the walk), signed in. */
export async function signedInAccount(baseUrl, { email, password, clientAddress }) {
  const client = shopClient(baseUrl, { clientAddress });
  await client.expectJson("POST", "/api/auth/sign-in/email", 200, { json: { email, password } });
  return client;
}
