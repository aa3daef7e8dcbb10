import type { SaleLine } from "../../shared/order";
import { escapeHtml } from "../lib/escape-html";
import { formatEuros, toCents } from "../../shared/money";
import { isDonationLine } from "../../shared/catalogue";
import { saleStatusText } from "../../shared/order-status";

type SaleForPage = {
  id: string;
  order_reference: string;
  amount_total: string;
  delivery_fee: string;
  status: string;
  items: SaleLine[];
  customer_name: string | null;
  customer_email: string | null;
  delivery_mode: string;
};

const euros = (amount: string | number) => formatEuros(typeof amount === "number" ? amount : (toCents(amount) ?? 0));

/** The simulated provider's payment page (embedded mode): the order and two buttons; no script (strict CSP). */
export function renderSimulatedPaymentPage(sale: SaleForPage, associationName: string): string {
  const lines = sale.items
    .map((i) => {
      const label = isDonationLine(i) ? "Don" : `${i.quantity} × ${escapeHtml(i.name)}`;
      return `<tr><td>${label}</td><td class="num">${euros((toCents(i.unit_price_eur) ?? 0) * i.quantity)}</td></tr>`;
    })
    .join("");
  const hasBars = sale.items.some((i) => !isDonationLine(i));
  const delivery = !hasBars
    ? ""
    : sale.delivery_mode === "home_delivery"
      ? `<tr><td>Livraison à domicile</td><td class="num">${euros(sale.delivery_fee)}</td></tr>`
      : `<tr><td>Retrait à l'association</td><td class="num">${euros(0)}</td></tr>`;
  const pending = sale.status === "pending";
  const actions = pending
    ? `<form method="post" action="/pay/simulated/${sale.id}/confirm"><button class="pay" type="submit">Confirmer le paiement</button></form>
       <form method="post" action="/pay/simulated/${sale.id}/refuse"><button class="refuse" type="submit">Refuser le paiement</button></form>`
    : `<p class="done">Cette commande n'attend plus de paiement (statut : ${escapeHtml(saleStatusText(sale.status).ledger)}).</p>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement de test - ${escapeHtml(sale.order_reference)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #fbf6f2; color: #3b2420; }
  main { max-width: 480px; margin: 0 auto; padding: 32px 20px; }
  .badge { display: inline-block; background: #fde68a; color: #713f12; border-radius: 999px; padding: 4px 12px; font-size: 13px; font-weight: 600; }
  h1 { font-size: 24px; margin: 16px 0 4px; }
  .card { background: #fff; border: 1px solid #eadad2; border-radius: 16px; padding: 20px; margin: 20px 0; }
  table { width: 100%; border-collapse: collapse; }
  td { padding: 8px 0; border-bottom: 1px solid #f3e8e2; }
  .num { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: 700; border-bottom: 0; font-size: 18px; }
  button { width: 100%; border: 0; border-radius: 12px; padding: 14px; font-size: 16px; font-weight: 600; cursor: pointer; margin-top: 12px; }
  .pay { background: #1f7a4d; color: #fff; }
  .refuse { background: #fff; color: #9b1c1c; border: 1px solid #e5b4b4; }
  button:focus-visible { outline: 3px solid #3b2420; outline-offset: 2px; }
  .muted { color: #6b4f49; font-size: 14px; }
</style>
</head>
<body>
<main>
  <span class="badge">Mode test : aucun paiement réel</span>
  <h1>Paiement de votre commande</h1>
  <p class="muted">Commande ${escapeHtml(sale.order_reference)} pour ${escapeHtml(associationName)}${sale.customer_name ? `, au nom de ${escapeHtml(sale.customer_name)}` : ""}.</p>
  <div class="card">
    <table>
      <tbody>${lines}${delivery}</tbody>
      <tfoot><tr><td>Total</td><td class="num">${euros(sale.amount_total)}</td></tr></tfoot>
    </table>
  </div>
  ${actions}
</main>
</body>
</html>`;
}
