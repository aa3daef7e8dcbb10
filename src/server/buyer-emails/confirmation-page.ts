import { escapeHtml } from "../lib/escape-html";
import { pageHead } from "../lib/page-head";
import { cleanTypedText } from "../mail/templates/member-text";
import type { ConfirmationState } from "./confirmations";
import { CONFIRMATION_LIFETIME_DAYS } from "./rules";

// The page of a confirmation link (docs/product.md#buyer-addresses): opening it confirms nothing, so that a mail
// scanner fetching every link of a mail can't say yes for the reader; its button does (a form, no script: strict CSP).

function association(name: string): string {
  return `<p class="frame">Association (nom écrit par ses membres) : « ${escapeHtml(cleanTypedText(name))} »</p>`;
}

function body(state: ConfirmationState, formAction: string): { title: string; html: string } {
  if (state.state === "invalid") {
    return {
      title: "Ce lien est invalide ou a expiré",
      html: `<p>Ce lien de confirmation n'existe pas ou n'est plus valable (il l'est ${CONFIRMATION_LIFETIME_DAYS} jours).</p>
<p class="muted">Aucun email ne vous sera envoyé au sujet de cette commande. Pour en recevoir, demandez à l'association qui l'a enregistrée.</p>`,
    };
  }
  if (state.state === "confirmed") {
    return {
      title: "Adresse confirmée",
      html: `<p>Merci ! Vous recevrez par email les nouvelles de votre commande ${escapeHtml(state.reference)} : quand elle est prête à retirer, et les messages de l'association.</p>
${association(state.associationName)}`,
    };
  }
  return {
    title: "Confirmez votre adresse email",
    html: `<p>Commande ${escapeHtml(state.reference)}, enregistrée par une association et payée en espèces ou par chèque.</p>
${association(state.associationName)}
<p>En confirmant, vous acceptez de recevoir par email les nouvelles de cette commande : quand elle est prête à retirer, et les messages de l'association.</p>
<form method="post" action="${escapeHtml(formAction)}"><button type="submit">Confirmer mon adresse</button></form>
<p class="muted">Si ce n'est pas votre commande, fermez simplement cette page : nous ne vous écrirons plus.</p>`,
  };
}

const styles = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #fbf6f2; color: #4a2c2a; }
  main { max-width: 520px; margin: 0 auto; padding: 32px 20px; }
  .brand { font-weight: 700; font-size: 20px; }
  h1 { font-size: 24px; margin: 20px 0 12px; }
  p { line-height: 1.5; }
  .frame { border-left: 4px solid #b76e79; background: #fff; padding: 10px 14px; }
  .muted { color: #7a5548; font-size: 14px; }
  button { width: 100%; border: 0; border-radius: 12px; padding: 14px; font-size: 16px; font-weight: 600; cursor: pointer; background: #b76e79; color: #fff; }
  button:focus-visible { outline: 3px solid #4a2c2a; outline-offset: 2px; }
`;

export function renderConfirmationPage(state: ConfirmationState, formAction: string): string {
  const { title, html } = body(state, formAction);
  return `${pageHead(`${escapeHtml(title)} - Boutique Solidaire`, styles)}
<body>
<main>
<p class="brand">Boutique Solidaire</p>
<h1>${escapeHtml(title)}</h1>
${html}
</main>
</body>
</html>`;
}
