import { embedJson } from "../../shared/embed-json";
import { OPERATOR_NOTICE_ID, operatorPlaceholder, type OperatorNotice } from "../../shared/operator";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A built page with the operator's details (OPERATOR_*, known when the server starts, not when the pages were built):
 * each placeholder of the prerendered legal pages replaced by its value, and the details as JSON for the app, which
 * renders the same text (src/client/lib/operator-details.ts). Done once per page at start, never per request.
 */
export function withOperator(html: string, notice: OperatorNotice): string {
  let filled = html;
  for (const key of Object.keys(notice) as (keyof OperatorNotice)[]) {
    filled = filled.replaceAll(operatorPlaceholder(key), escapeHtml(notice[key]));
  }
  const script = `<script id="${OPERATOR_NOTICE_ID}" type="application/json">${embedJson(notice)}</script>`;
  const end = filled.lastIndexOf("</body>");
  return end < 0 ? filled : `${filled.slice(0, end)}  ${script}\n  ${filled.slice(end)}`;
}
