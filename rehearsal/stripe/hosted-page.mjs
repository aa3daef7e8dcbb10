// The stand-in's hosted payment page, in place of checkout.stripe.com: the session's lines and total, a 'Payer'
// button (the buyer "pays": no card is asked for, there is no bank behind it) and 'Annuler' back to cancel_url.
// It says at its top that it is a stand-in, so that no one mistakes it for a real payment.

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const euros = (cents, currency) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .notice { background: #fff4d6; border: 1px solid #d9a400; border-radius: .5rem; padding: .75rem; font-size: .9rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  td { padding: .4rem 0; border-bottom: 1px solid #e3e8ee; }
  td:last-child { text-align: right; white-space: nowrap; }
  .total td { font-weight: 700; border-bottom: 0; }
  button, a.cancel { display: block; width: 100%; box-sizing: border-box; text-align: center; font-size: 1.1rem;
    padding: .9rem; border-radius: .5rem; margin-top: .75rem; }
  button { background: #635bff; color: #fff; border: 0; cursor: pointer; }
  a.cancel { color: #1a1f36; border: 1px solid #c1c9d2; text-decoration: none; background: #fff; }
  :focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }`;

function page(title, body) {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="notice" role="note">Page de paiement de démonstration (simulateur local de Stripe) : aucune carte n’est demandée et aucun argent n’est prélevé.</p>
${body}
</main></body></html>`;
}

/** The page for one session: pay or cancel when open, what happened otherwise. */
export function hostedPage(session, lineItems) {
  if (session.status === "complete") {
    return page(
      "Paiement déjà effectué",
      `<h1>Ce paiement est déjà effectué</h1><p><a href="${escapeHtml(session.success_url)}">Revenir à la boutique</a></p>`,
    );
  }
  if (session.status === "expired") {
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Revenir à la boutique</a></p>` : "";
    return page("Page de paiement expirée", `<h1>Cette page de paiement a expiré</h1>${back}`);
  }
  const rows = lineItems
    .map(
      (item) => `<tr><td>${escapeHtml(item.description)} × ${item.quantity}</td><td>${euros(item.amount_total, item.currency)}</td></tr>`,
    )
    .join("");
  const total = euros(session.amount_total, session.currency);
  const cancel = session.cancel_url ? `<a class="cancel" href="${escapeHtml(session.cancel_url)}">Annuler</a>` : "";
  return page(
    "Paiement",
    `<h1>Paiement de ${total}</h1>
${session.customer_email ? `<p>Reçu envoyé à ${escapeHtml(session.customer_email)}</p>` : ""}
<table><tbody>${rows}<tr class="total"><td>Total</td><td>${total}</td></tr></tbody></table>
<form method="post" action="/pay/${encodeURIComponent(session.id)}"><button type="submit">Payer</button></form>
${cancel}`,
  );
}

export function notFoundPage() {
  return page("Page de paiement introuvable", "<h1>Cette page de paiement n’existe pas</h1>");
}
