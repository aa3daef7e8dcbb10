import { Link } from "react-router";
import type { PayoutDue } from "../../../shared/money-responses";
import { formatEuros } from "../../../shared/money";
import { pathTo } from "../../../shared/page-paths";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { cn } from "../../lib/utils";
import { formatDate } from "../admin-format";
import { ListTable } from "../admin-tables";
import { HeldBankDetails } from "./confirm-bank-details-button";

/** Why a campaign can't be put in a transfer file today, or null when it can (the server refuses the same cases). */
export function notPayableReason(row: PayoutDue): string | null {
  if (!row.bank_account) return "Coordonnées bancaires manquantes";
  // docs/product.md#bank-details: new details wait for an admin's confirmation; a holder the SEPA file can't write.
  if (row.bank_account.held_until) return "Coordonnées bancaires à vérifier";
  if (!row.bank_account.holder_fits_sepa) return "Titulaire du compte à corriger";
  if (row.payable_cents <= 0) return "Rien de versable aujourd'hui";
  return null;
}

type Selection = { chosen: ReadonlySet<string>; onToggle: (campaignId: string, on: boolean) => void };
type RowProps = Selection & { row: PayoutDue; layout: "card" | "table" };

const campaignPath = (row: PayoutDue) => pathTo("adminCampaign", { campaignId: row.campaign_id });

function SelectBox({ row, chosen, onToggle, layout }: RowProps) {
  const reason = notPayableReason(row);
  const reasonId = `due-reason-${layout}-${row.campaign_id}`;
  return (
    <span className="flex flex-col gap-1">
      <label className={cn("inline-flex items-center gap-2 text-sm font-medium", reason ? "text-muted" : "cursor-pointer text-chocolate")}>
        <Checkbox
          checked={reason === null && chosen.has(row.campaign_id)}
          disabled={reason !== null}
          onChange={(event) => onToggle(row.campaign_id, event.target.checked)}
          aria-label={`Verser ${row.association_name} (${row.campaign_name})`}
          aria-describedby={reason ? reasonId : undefined}
        />
        {layout === "card" ? <span>Verser</span> : null}
      </label>
      {reason ? (
        <span id={reasonId} className="text-xs text-muted">
          {reason}
        </span>
      ) : null}
    </span>
  );
}

/** The association, then the campaign's link (its name only when it differs from the association's). */
function Names({ row }: { row: PayoutDue }) {
  const address = pathTo("campaign", { slug: row.campaign_slug });
  const label = row.campaign_name === row.association_name ? address : `${row.campaign_name} (${address})`;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold text-chocolate">{row.association_name}</span>
      <Link to={campaignPath(row)} className="text-sm underline underline-offset-4 [overflow-wrap:anywhere]">
        {label}
      </Link>
    </span>
  );
}

function Payable({ row }: { row: PayoutDue }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{formatEuros(row.payable_cents)}</span>
      {row.next_payable_on ? <span className="text-xs text-muted">Prochaine date : {formatDate(row.next_payable_on)}</span> : null}
    </span>
  );
}

function BankAccount({ row, layout }: { row: PayoutDue; layout: RowProps["layout"] }) {
  const account = row.bank_account;
  if (!account) return <span className="text-sm font-medium text-danger">Coordonnées bancaires manquantes</span>;
  return (
    <span className="flex flex-col text-sm">
      <span>{account.account_holder}</span>
      <span className="font-mono text-xs whitespace-nowrap">{account.iban_masked}</span>
      <span className="font-mono text-xs text-muted">{account.bic}</span>
      {account.holder_fits_sepa ? null : (
        <span className="text-xs font-medium text-danger">
          Titulaire pas écrit en lettres latines : à faire corriger par l'association avant de payer
        </span>
      )}
      {account.held_until ? (
        <HeldBankDetails associationId={row.association_id} account={account} noticeId={`held-${layout}-${row.campaign_id}`} />
      ) : null}
    </span>
  );
}

/** A phone reads one card per campaign. */
function DueCards({ rows, ...selection }: Selection & { rows: PayoutDue[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.campaign_id}>
          <Card className="flex flex-col gap-3 p-4">
            <Names row={row} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted">Solde dû</dt>
                <dd className="font-semibold">{formatEuros(row.balance_cents)}</dd>
              </div>
              <div>
                <dt className="text-muted">Versable aujourd'hui</dt>
                <dd>
                  <Payable row={row} />
                </dd>
              </div>
            </dl>
            <BankAccount row={row} layout="card" />
            <SelectBox row={row} layout="card" {...selection} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

const columns = ["Association et campagne", "Solde dû", "Versable aujourd'hui", "Compte bancaire"];

function DueTable({ rows, ...selection }: Selection & { rows: PayoutDue[] }) {
  return (
    <ListTable
      caption="Soldes à verser"
      columns={[{ title: "À verser", className: "w-36 whitespace-normal" }, ...columns]}
      className="hidden md:block"
      dense
    >
      {rows.map((row) => (
        <tr key={row.campaign_id} className="align-top">
          <td className="px-3 py-3">
            <SelectBox row={row} layout="table" {...selection} />
          </td>
          <th scope="row" className="px-3 py-3 font-normal">
            <Names row={row} />
          </th>
          <td className="px-3 py-3 font-semibold whitespace-nowrap">{formatEuros(row.balance_cents)}</td>
          <td className="px-3 py-3 whitespace-nowrap">
            <Payable row={row} />
          </td>
          <td className="px-3 py-3">
            <BankAccount row={row} layout="table" />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** 'Soldes à verser': each campaign owed money, with a box to put it in the next transfer file when it can be. */
export function DueList(props: Selection & { rows: PayoutDue[] }) {
  return (
    <>
      <DueCards {...props} />
      <DueTable {...props} />
    </>
  );
}
