import { useEffect, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CircleCheck, CircleX, Clock, FileDown, SearchX, WifiOff } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import type { OrderStatus } from "../../../shared/order";
import { formatEuroAmount } from "../../../shared/format";
import { cartStoreFor } from "./use-cart";
import { useDocumentTitle } from "../campaign-page/use-document-title";
import { Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { fulfilmentStatusLabel } from "../../../shared/fulfilment-status";
import { orderOutcome, parseOrderReference } from "./order-status";
import { receiptToken, useOrderStatus } from "./order-status-api";
import { takePendingOrder } from "./pending-order";
import { forgetAttempt } from "./checkout-attempt-key";

/**
 * /paiement/merci?ref=…&token=… : where the payment page sends the buyer back. The token stays in the address (the
 * buyer may reload) and goes on to the status call, whose answer then links to the receipt.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const reference = parseOrderReference(params.get("ref"));
  const status = useOrderStatus(reference, receiptToken(params.get("token")));
  const order = status.data;
  const outcome = order ? orderOutcome(order.status) : null;
  // A donation alone is thanked as a donation (docs/product.md#donation): nothing to collect or to deliver.
  const what = order?.bars_count === 0 ? "don" : "commande";
  useDocumentTitle(outcome === "paid" ? `Merci pour votre ${what} | Boutique Solidaire` : `Votre ${what} | Boutique Solidaire`);

  // A confirmed payment empties the cart it paid for, its donation with it (an older note of a donation paid apart
  // leaves the cart alone).
  useEffect(() => {
    if (outcome !== "paid" || !order) return;
    // The checkout attempt is over: the next 'Payer' of this tab is a new order (decision 045).
    forgetAttempt(order.campaign_id);
    const pending = takePendingOrder(order.order_reference);
    if (pending?.kind === "cart") cartStoreFor(pending.campaign_id).clear();
  }, [outcome, order]);

  if (!reference || (status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500)) {
    return (
      <Shell icon={<SearchX className="size-8" aria-hidden="true" />} title="Commande introuvable">
        <p>Nous ne retrouvons pas cette commande. Si vous avez payé, l'e-mail de confirmation reçu fait foi.</p>
        <Actions home />
      </Shell>
    );
  }
  // No answer from the server: the payment may well have gone through, so the page says only that it can't check yet
  // (docs/product.md#paying-on-a-flaky-connection), and keeps asking.
  if ((status.unreachable || status.isError) && (!order || outcome === "pending")) {
    return (
      <Shell
        icon={<WifiOff className="size-8" aria-hidden="true" />}
        title="Vérification impossible pour le moment"
        busy={status.unreachable}
      >
        <p>
          Nous n'arrivons pas à vérifier votre paiement pour le moment : la connexion semble interrompue. Si vous avez payé, rien n'est
          perdu : nous réessayons automatiquement, et l'e-mail de confirmation fait foi.
        </p>
        <p className="text-sm text-muted">Commande {reference}</p>
        <Actions onRetry={status.checkAgain} home />
      </Shell>
    );
  }
  if (!order || (outcome === "pending" && status.polling)) {
    return (
      <Shell icon={<Spinner className="size-8 text-brand-deeper" />} title="Confirmation de votre paiement..." busy>
        <p>Merci de patienter quelques secondes, nous vérifions votre paiement auprès de notre prestataire.</p>
      </Shell>
    );
  }
  if (outcome === "paid") {
    return (
      <Shell icon={<CircleCheck className="size-8" aria-hidden="true" />} title={`Merci pour votre ${what} !`} tone="success">
        <p>Votre paiement est confirmé. Merci de soutenir l'association {order.association_name} !</p>
        <OrderSummary order={order} withFulfilment />
        {order.hand_over_qr_svg ? <HandOverCode reference={order.order_reference} svg={order.hand_over_qr_svg} /> : null}
        {order.receipt_url ? <ReceiptLink url={order.receipt_url} what={what} /> : null}
        <ConfirmationSent email={order.buyer_email} what={what} />
        <Actions slug={order.campaign_slug} />
      </Shell>
    );
  }
  if (outcome === "failed") {
    return (
      <Shell icon={<CircleX className="size-8" aria-hidden="true" />} title="Le paiement n'a pas abouti">
        <p>Aucun montant n'a été débité. Votre panier est conservé : vous pouvez réessayer quand vous le souhaitez.</p>
        <OrderSummary order={order} />
        <Actions slug={order.campaign_slug} />
      </Shell>
    );
  }
  return (
    <Shell icon={<Clock className="size-8" aria-hidden="true" />} title="Paiement en cours de confirmation">
      <p>
        Notre prestataire n'a pas encore confirmé votre paiement. Vous recevrez un e-mail dès qu'il sera validé ; vous pouvez aussi vérifier
        à nouveau dans un instant.
      </p>
      <OrderSummary order={order} />
      <Actions slug={order.campaign_slug} onRetry={status.checkAgain} busy={status.isFetching} />
    </Shell>
  );
}

type ShellProps = { icon: ReactNode; title: string; tone?: "success"; busy?: boolean; children: ReactNode };

function Shell({ icon, title, tone, busy, children }: ShellProps) {
  return (
    <Container className="max-w-2xl py-12 sm:py-16">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-10" aria-busy={busy}>
        <span
          className={
            tone === "success"
              ? "grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-800"
              : "grid size-16 place-items-center rounded-full bg-peach-light text-brand-deeper"
          }
        >
          {icon}
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <div role={busy ? "status" : undefined} className="flex w-full flex-col items-center gap-4 text-ink/90">
          {children}
        </div>
      </Card>
    </Container>
  );
}

/**
 * Where the confirmation went, so that a mistyped address shows at once; the address comes only with the order's token
 * (the link the payment page sends the buyer back to).
 */
function ConfirmationSent({ email, what }: { email: string | null; what: "don" | "commande" }) {
  if (!email) return <p>Un e-mail de confirmation vous a été envoyé avec le détail de votre {what}.</p>;
  return (
    <p>
      Un e-mail de confirmation a été envoyé à <strong className="break-words text-chocolate">{email}</strong>.
    </p>
  );
}

/**
 * A paid order also says where it stands at the workshop (docs/product.md#fulfilment): 'À préparer', 'Expédiée'...;
 * a donation alone has no delivery and nothing to prepare, and the donation of an order shows beside its total.
 */
function OrderSummary({ order, withFulfilment = false }: { order: OrderStatus; withFulfilment?: boolean }) {
  const donationAlone = order.bars_count === 0;
  const rows: [string, string][] = [
    [donationAlone ? "Référence du don" : "Référence de commande", order.order_reference],
    ["Montant", formatEuroAmount(order.amount_total)],
    ...(order.donation_eur > 0 && !donationAlone ? [["Dont don", formatEuroAmount(order.donation_eur)] as [string, string]] : []),
    ["Association", order.association_name],
  ];
  if (withFulfilment && !donationAlone) {
    rows.push(["Livraison", order.delivery_mode === "home_delivery" ? "Livraison à domicile" : "Retrait à l'association"]);
    rows.push(["Préparation", fulfilmentStatusLabel(order.fulfilment_status)]);
  }
  return (
    <dl className="w-full divide-y divide-line rounded-2xl bg-peach-light/60 px-5 text-left">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold break-words text-chocolate tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A paid pick-up order's QR code (docs/product.md#handing-over), drawn by the server as SVG: shown as an image, so
 * the page loads no QR library and no markup of the answer is run.
 */
function HandOverCode({ reference, svg }: { reference: string; svg: string }) {
  return (
    <figure className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-white p-4">
      <figcaption className="font-semibold text-chocolate">Présentez ce code le jour de la distribution</figcaption>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={`Code QR de la commande ${reference}`}
        width={224}
        height={224}
        className="size-56"
      />
      <p className="text-sm text-muted">Ou donnez la référence {reference}.</p>
    </figure>
  );
}

/** The 'Reçu de paiement' (docs/product.md#receipts-and-credit-notes): the server links to it only for the token's holder. */
function ReceiptLink({ url, what }: { url: string; what: "don" | "commande" }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <Button asChild variant="outline" className="h-auto min-h-11 py-2 text-center whitespace-normal">
        <a href={url} download>
          <FileDown aria-hidden="true" />
          Télécharger le reçu de paiement (PDF)
        </a>
      </Button>
      <p className="text-sm text-muted">Il vous a aussi été envoyé par e-mail, joint à la confirmation de votre {what}.</p>
    </div>
  );
}

type ActionsProps = { slug?: string; home?: boolean; onRetry?: () => void; busy?: boolean };

function Actions({ slug, home, onRetry, busy }: ActionsProps) {
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={busy}>
          Vérifier à nouveau
        </Button>
      ) : null}
      {slug ? (
        <Button asChild>
          <Link to={pathTo("campaign", { slug })}>Retour à la boutique</Link>
        </Button>
      ) : null}
      {home ? (
        <Button asChild variant={slug ? "outline" : "default"}>
          <Link to={pathTo("home")}>Retour à l'accueil</Link>
        </Button>
      ) : null}
    </div>
  );
}
