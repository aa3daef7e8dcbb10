const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]);
}

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/**
 * Escapes plain text and turns its http(s) addresses into links. Trailing punctuation stays outside the
 * link, so "…ici : https://x/y." does not link to "y.".
 */
export function linkifyText(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
