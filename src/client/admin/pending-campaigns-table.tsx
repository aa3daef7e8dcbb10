import { Link } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { formatParisShortDate, formatParisShortDateTime } from "../../shared/paris-time";
import type { PendingCampaign } from "./admin-api";
import { ListTable, PhoneCards } from "./admin-tables";

type TableProps = { campaigns: PendingCampaign[]; publishingId?: string; onPublish: (id: string) => void };

const statusLabel = (status: string) => (status === "waiting_rdv" ? "En attente RDV" : status);

/** The number the member gave for the call (decision 035), to dial from a phone. */
function CallPhone({ campaign }: { campaign: PendingCampaign }) {
  if (!campaign.booked_call_phone) return <>—</>;
  return (
    <a
      href={`tel:${campaign.booked_call_phone.replace(/[^\d+]/g, "")}`}
      className="font-medium text-brand-dark underline underline-offset-2"
    >
      {campaign.booked_call_phone}
    </a>
  );
}

/** The campaign's page as it will be published: read before the call, in a new tab. */
function PreviewLink({ campaign }: { campaign: PendingCampaign }) {
  return (
    <Link
      to={pathTo("campaignPreview", { slug: campaign.public_slug })}
      target="_blank"
      rel="noopener"
      className="text-sm font-medium text-brand-dark underline underline-offset-2"
      aria-label={`Aperçu de la page de ${campaign.association_name} (nouvel onglet)`}
    >
      Aperçu
    </Link>
  );
}

/** The pending campaigns: a card per campaign on phones, a table from tablet width (scrolling inside its card). */
export function PendingCampaignsTable(props: TableProps) {
  return (
    <>
      <PendingCampaignCards {...props} />
      <PendingTable {...props} />
    </>
  );
}

function PublishButton({ campaign, publishingId, onPublish }: { campaign: PendingCampaign } & Omit<TableProps, "campaigns">) {
  const busy = publishingId === campaign.id;
  return (
    <Button size="sm" disabled={busy} onClick={() => onPublish(campaign.id)} aria-label={`Publier ${campaign.association_name}`}>
      {busy ? "Publication..." : "Publier"}
    </Button>
  );
}

function PendingCampaignCards({ campaigns, ...actions }: TableProps) {
  return (
    <PhoneCards rows={campaigns} cardClassName="flex flex-col gap-3 p-4">
      {(campaign) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-sans text-base font-semibold text-chocolate">{campaign.association_name}</h2>
            <Badge variant="warning">{statusLabel(campaign.status)}</Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Email</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{campaign.contact_email ?? "—"}</dd>
            <dt className="text-muted">Date création</dt>
            <dd>{formatParisShortDate(campaign.created_at)}</dd>
            <dt className="text-muted">Rendez-vous</dt>
            <dd>{campaign.booked_call_at ? formatParisShortDateTime(campaign.booked_call_at) : "—"}</dd>
            <dt className="text-muted">Téléphone</dt>
            <dd>
              <CallPhone campaign={campaign} />
            </dd>
          </dl>
          <div className="flex items-center justify-end gap-4">
            <PreviewLink campaign={campaign} />
            <PublishButton campaign={campaign} {...actions} />
          </div>
        </>
      )}
    </PhoneCards>
  );
}

function PendingTable({ campaigns, ...actions }: TableProps) {
  return (
    <ListTable
      caption="Campagnes en attente de validation"
      columns={["Nom Association", "Email", "Status", "Date création", "Rendez-vous", "Téléphone", "Actions"]}
      className="hidden md:block"
      tableClassName="min-w-[56rem]"
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id} className="align-middle">
          <th scope="row" className="px-4 py-3 font-semibold text-chocolate">
            {campaign.association_name}
          </th>
          <td className="px-4 py-3 [overflow-wrap:anywhere]">{campaign.contact_email ?? "—"}</td>
          <td className="px-4 py-3">
            <Badge variant="warning">{statusLabel(campaign.status)}</Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatParisShortDate(campaign.created_at)}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {campaign.booked_call_at ? formatParisShortDateTime(campaign.booked_call_at) : "—"}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <CallPhone campaign={campaign} />
          </td>
          <td className="px-4 py-3">
            <div className="flex items-center gap-4">
              <PreviewLink campaign={campaign} />
              <PublishButton campaign={campaign} {...actions} />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
