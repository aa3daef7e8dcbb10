import { escapeHtml, linkifyText } from "../lib/escape-html";
import { pageHead } from "../lib/page-head";
import type { OutboxMailSummary } from "./outbox";
import { formatParisShortDateTimeSeconds } from "../../shared/paris-time";

const statusLabels: Record<string, string> = { pending: "En attente", sent: "Envoyé", failed: "Échec" };

// Links in a mail must open in a new tab: navigating the sandboxed frame itself would trap the page inside it.
function withNewTabLinks(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

function renderMail(mail: OutboxMailSummary): string {
  const status = statusLabels[mail.status] ?? mail.status;
  // The HTML body is untrusted as far as this page goes: it lives in a srcdoc frame without allow-scripts
  // or allow-same-origin, escaped into the attribute, and only its links may open (as new tabs).
  const htmlPart = mail.html
    ? `<h3>Version HTML</h3>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(`Version HTML : ${mail.subject}`)}" srcdoc="${escapeHtml(withNewTabLinks(mail.html))}"></iframe>`
    : "";
  const errorPart = mail.last_error
    ? `<p class="error">Dernière erreur (${mail.attempts} tentative${mail.attempts > 1 ? "s" : ""}) : ${escapeHtml(mail.last_error)}</p>`
    : "";
  return `<li>
<details>
<summary>
<span class="subject">${escapeHtml(mail.subject)}</span>
<span class="meta">À : ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(formatParisShortDateTimeSeconds(mail.created_at))}</time></span>
<span class="status status-${escapeHtml(mail.status)}">${escapeHtml(status)}</span>
</summary>
<div class="content">
${errorPart}
${htmlPart}
<h3>Version texte</h3>
<pre>${linkifyText(mail.text)}</pre>
</div>
</details>
</li>`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;background:#FBF6F2;color:#4A2C2A;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 16px}
h1{margin:0 0 8px;font-size:1.6rem}
.intro{margin:0 0 24px;color:#7A5548}
a{color:#9E4F5B}
ul{list-style:none;margin:0;padding:0}
li{margin:0 0 12px;background:#fff;border:1px solid #EADAD2;border-radius:10px}
summary{display:grid;grid-template-columns:1fr auto;gap:2px 16px;padding:14px 18px;cursor:pointer}
summary:focus-visible{outline:3px solid #B76E79;outline-offset:2px;border-radius:10px}
.subject{font-weight:600}
.meta{grid-column:1;color:#7A5548;font-size:.9rem}
.status{grid-column:2;grid-row:1/span 2;align-self:center;padding:2px 10px;border-radius:999px;font-size:.85rem;background:#F3E6E0}
.status-sent{background:#E2F0E4;color:#25592F}
.status-failed{background:#F8DCDC;color:#8A1F1F}
.content{padding:0 18px 18px;border-top:1px solid #EADAD2}
h3{margin:16px 0 8px;font-size:.95rem;color:#7A5548}
iframe{display:block;width:100%;height:560px;border:1px solid #EADAD2;border-radius:8px;background:#fff}
pre{margin:0;padding:12px;white-space:pre-wrap;overflow-wrap:anywhere;background:#FBF6F2;border-radius:8px;font-size:.9rem}
.error{color:#8A1F1F}
.empty{padding:24px;text-align:center;background:#fff;border:1px dashed #EADAD2;border-radius:10px}
`;

/**
 * The development mailbox. No script at all (expandable rows are <details>), one <style> element: it works
 * under the app's strict Content-Security-Policy.
 */
export function renderDevMailPage(mails: OutboxMailSummary[]): string {
  const list = mails.length ? `<ul>\n${mails.map(renderMail).join("\n")}\n</ul>` : `<p class="empty">Aucun email pour le moment.</p>`;
  return `${pageHead("Boîte d'envoi (développement)", styles)}
<body>
<main>
<h1>Boîte d'envoi (développement)</h1>
<p class="intro">Les ${mails.length > 1 ? `${mails.length} derniers emails` : "derniers emails"} écrits par l'application, du plus récent au plus ancien. Sans SMTP_URL, rien n'est envoyé : ils restent ici. <a href="/dev/mails">Actualiser</a> · <a href="/api/dev/mails">JSON</a></p>
${list}
</main>
</body>
</html>`;
}
