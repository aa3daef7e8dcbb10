import { randomBytes } from "node:crypto";
import type { App } from "../../src/server/app";
import { browserHeaders } from "./app";

// Test helper: a multipart/form-data body built by hand, as a browser's FormData would send it.
export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----boutique${randomBytes(12).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "bytes" in part
        ? `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType}`
        : `content-disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push("bytes" in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends the form like the browser does: same-origin, with the session cookie when given. */
export function sendForm(
  app: App,
  method: "POST" | "PATCH",
  url: string,
  options: { parts: FormPart[]; cookie?: string; headers?: Record<string, string> },
) {
  const form = multipartBody(options.parts);
  return app.inject({
    method,
    url,
    headers: browserHeaders(options.cookie, { "content-type": form.contentType, ...options.headers }),
    payload: form.payload,
  });
}
