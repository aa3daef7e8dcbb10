// Just enough of a mail's format to read what the shop sent: the headers (unfolded, encoded words decoded) and the
// text/plain part (quoted-printable or base64 decoded). The links and references the rehearsal looks for are there.

/** { to, subject, headers, text, raw } of one delivered mail. `to` is the recipient the relay delivered for. */
export function parseMail(raw) {
  const { headers, body } = splitHeaders(raw);
  return {
    to: (headers["x-original-to"] ?? "").toLowerCase(),
    subject: headers.subject ?? "",
    headers,
    text: textPart(headers, body),
    raw,
  };
}

function splitHeaders(raw) {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // The first occurrence wins: X-Original-To and Delivered-To are prepended by the relay, above the shop's own.
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          );
    return new TextDecoder(charset).decode(bytes);
  });
}

function decodeBody(body, encoding) {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** The first text/plain part, walking into multipart containers. */
function textPart(headers, body) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const inner = splitHeaders(part.replace(/^\n/, ""));
      const found = textPart(inner.headers, inner.body);
      if (found) return found;
    }
    return "";
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, headers["content-transfer-encoding"]) : "";
}
