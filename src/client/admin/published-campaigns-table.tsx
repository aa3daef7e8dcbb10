import { pathTo } from "../../shared/page-paths";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import type { AdminCampaign } from "./admin-api";
import { ListTable } from "./admin-tables";
import { formatParisShortDate } from "../../shared/paris-time";

type TableProps = {
  campaigns: AdminCampaign[];
  publishingId?: string;
  onPublish: (id: string) => void;
  onUnpublish: (campaign: AdminCampaign) => void;
};

function PageState({ campaign }: { campaign: AdminCampaign }) {
  if (campaign.taken_down_at) return <Badge variant="danger">Dépubliée par l'équipe</Badge>;
  if (campaign.is_published) return <Badge variant="success">Publiée</Badge>;
  return <Badge variant="neutral">Dépubliée par l'association</Badge>;
}

/** A page taken down by the team comes back only through the team's 'Publier'; any other can be taken down. */
function Actions({ campaign, publishingId, onPublish, onUnpublish }: { campaign: AdminCampaign } & Omit<TableProps, "campaigns">) {
  if (campaign.taken_down_at) {
    const busy = publishingId === campaign.id;
    return (
      <Button size="sm" disabled={busy} onClick={() => onPublish(campaign.id)} aria-label={`Publier ${campaign.association_name}`}>
        {busy ? "Publication..." : "Publier"}
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={() => onUnpublish(campaign)} aria-label={`Dépublier ${campaign.association_name}`}>
      Dépublier
    </Button>
  );
}

/** The validated campaigns, online or not, with the way to take a page down (or put it back). */
export function PublishedCampaignsTable({ campaigns, ...actions }: TableProps) {
  return (
    <ListTable
      caption="Campagnes publiées"
      columns={["Nom Association", "Email", "État", "Date de publication", "Actions"]}
      tableClassName="min-w-[44rem]"
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id} className="align-middle">
          <th scope="row" className="px-4 py-3 font-semibold text-chocolate">
            <a
              href={pathTo("campaign", { slug: campaign.public_slug })}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-4 hover:underline"
            >
              {campaign.association_name}
            </a>
          </th>
          <td className="px-4 py-3 [overflow-wrap:anywhere]">{campaign.contact_email ?? "—"}</td>
          <td className="px-4 py-3">
            <div className="flex flex-col items-start gap-1">
              <PageState campaign={campaign} />
              {campaign.takedown_reason ? <span className="text-xs text-muted">{campaign.takedown_reason}</span> : null}
            </div>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{campaign.published_at ? formatParisShortDate(campaign.published_at) : "—"}</td>
          <td className="px-4 py-3">
            <Actions campaign={campaign} {...actions} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
