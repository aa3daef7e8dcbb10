/**
 * JSON to put inside a <script> element (application/json, application/ld+json): nothing in it may close the
 * element or open a comment, and the line separators JavaScript once refused are escaped.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
