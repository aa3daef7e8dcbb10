import { useId, useState } from "react";
import { toast } from "sonner";
import { refundRequestSchema, type RefundRequest } from "../../../shared/admin";
import type { AdminOrderDetail } from "../../../shared/admin-order-responses";
import { formatEuros } from "../../../shared/money";
import { DialogFormFooter } from "../../components/ui/dialog-form-footer";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { AdminFormDialog } from "../admin-form-dialog";
import { useCheckedAction } from "../checked-action";
import { useRefundOrder } from "./orders-api";
import { refundableLines, refundAmountCents } from "./refundable-lines";

type Kind = RefundRequest["kind"];
const kinds: [Kind, string][] = [
  ["full", "Toute la commande"],
  ["lines", "Certaines lignes"],
  ["amount", "Un montant"],
];

/** '12,50' or '12.50' as typed on a French keyboard; NaN when it is no number. */
const parseEuros = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", ".")));

/**
 * 'Rembourser' (docs/product.md#refunds): the whole order, some lines or an amount. The dialog makes one key when it
 * opens: a double click or a retry after a lost answer refunds once.
 */
export function RefundDialog({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const { order } = detail;
  const refund = useCheckedAction(useRefundOrder(order.id));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // No choice made for the admin (docs/product.md#refunds): a refund is chosen, never defaulted to the whole order.
  const [kind, setKind] = useState<Kind | null>(null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const lines = refundableLines(detail);
  const kindName = useId();
  const chosenCents = refundAmountCents(
    kind === null
      ? { kind }
      : kind === "full"
        ? { kind, refundableCents: order.refundable_cents }
        : kind === "lines"
          ? { kind, lines, quantities }
          : { kind, euros: parseEuros(amount) },
  );

  const request = (): unknown => {
    const common = { reason: reason.trim() || undefined, idempotency_key: idempotencyKey };
    if (kind === "full") return { kind, ...common };
    if (kind === "amount") return { kind, amount_eur: parseEuros(amount), ...common };
    const chosen = lines
      .map((line) => ({ product_id: line.product_id, quantity: Number(quantities[line.product_id] ?? 0) }))
      .filter((line) => line.quantity > 0);
    return { kind, lines: chosen, ...common };
  };

  const submit = () =>
    kind !== null &&
    refund.send(refundRequestSchema, request(), {
      onDone: ({ refund: made }) => {
        toast.success("Remboursement effectué", {
          description: `${formatEuros(made.amount_cents)} remboursés, le client est prévenu par e-mail.`,
        });
        onClose();
      },
    });

  return (
    <AdminFormDialog
      title={<>Rembourser la commande {order.order_reference}</>}
      description={<>Reste à rembourser : {formatEuros(order.refundable_cents)}. Le client est prévenu par e-mail.</>}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-chocolate">Que rembourser ?</legend>
        {kinds.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 text-sm">
            <input
              type="radio"
              name={kindName}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-4 accent-brand"
            />
            {label}
          </label>
        ))}
      </fieldset>

      {kind === "lines" ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-chocolate">Tablettes à rembourser</legend>
          {lines.map((line) => (
            <Field
              key={line.product_id}
              id={`refund-${line.product_id}`}
              label={`${line.name} (${formatEuros(line.unit_cents)} l'unité, ${line.left} restante${line.left > 1 ? "s" : ""})`}
            >
              <Input
                id={`refund-${line.product_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                value={quantities[line.product_id] ?? "0"}
                onChange={(event) => setQuantities((current) => ({ ...current, [line.product_id]: event.target.value }))}
              />
            </Field>
          ))}
        </fieldset>
      ) : null}

      {kind === "amount" ? (
        <Field id="refund-amount" label="Montant à rembourser (€)">
          <Input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder="0,00"
          />
        </Field>
      ) : null}

      <Field id="refund-reason" label="Raison (facultative)">
        <Textarea
          id="refund-reason"
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={fieldMessageId("refund-reason")}
        />
      </Field>
      <DialogFormFooter
        error={refund.error}
        variant="danger"
        pending={refund.pending}
        pendingLabel="Remboursement..."
        submitLabel={chosenCents > 0 ? `Rembourser ${formatEuros(chosenCents)}` : "Rembourser"}
        disabled={chosenCents === 0}
      />
    </AdminFormDialog>
  );
}
