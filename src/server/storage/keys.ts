// Keys become file paths (local) and URL paths (both drivers): only plain segments, so no key can climb out
// of the upload directory or need escaping in a URL.
const segment = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((part) => segment.test(part) && !part.includes(".."));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
