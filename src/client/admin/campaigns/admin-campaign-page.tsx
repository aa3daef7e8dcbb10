import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import type { AdminCampaignDetail } from "../../../shared/admin-responses";
import { pathTo } from "../../../shared/page-paths";
import { ROLE_LABELS } from "../../../shared/team-rules";
import { AppPageHeader } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePublishPendingCampaign } from "../admin-api";
import { AdminDetailPage } from "../admin-detail-page";
import { campaignStatusLabels, formatDate, formatDateTime, PageStateBadge } from "../admin-format";
import { useAdminCampaign } from "../admin-api";
import { OrdersList } from "../orders/orders-list";
import { TakedownDialog } from "../takedown-dialog";
import { campaignFigures } from "./campaign-figures";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ?? "flex flex-col gap-3"}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const eventLabels = { published: "Publiée", taken_down: "Dépubliée" } as const;

function CampaignActions({ detail }: { detail: AdminCampaignDetail }) {
  const { campaign } = detail;
  const publish = usePublishPendingCampaign();
  const [takingDown, setTakingDown] = useState(false);
  const online = campaign.status === "published" && campaign.is_published && !campaign.taken_down_at;
  const onPublish = () =>
    publish.mutate(campaign.id, {
      onSuccess: () => toast.success("✅ Campagne publiée", { description: "La campagne est maintenant visible publiquement" }),
    });
  return (
    <>
      {online ? (
        <Button variant="outline" onClick={() => setTakingDown(true)}>
          Dépublier
        </Button>
      ) : (
        <Button disabled={publish.isPending} onClick={onPublish}>
          {publish.isPending ? "Publication..." : "Publier"}
        </Button>
      )}
      <TakedownDialog campaign={takingDown ? campaign : null} onClose={() => setTakingDown(false)} />
    </>
  );
}

function CampaignView({ detail }: { detail: AdminCampaignDetail }) {
  const { campaign } = detail;
  return (
    <>
      <AppPageHeader
        title={campaign.association_name}
        subtitle={
          <>
            <a
              href={pathTo("campaign", { slug: campaign.public_slug })}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              /c/{campaign.public_slug}
            </a>{" "}
            · {campaignStatusLabels[campaign.status]} · créée le {formatDate(campaign.created_at)}
            {campaign.published_at ? ` · publiée le ${formatDate(campaign.published_at)}` : ""}
          </>
        }
        actions={<CampaignActions detail={detail} />}
      />
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <PageStateBadge isPublished={campaign.is_published} takenDownAt={campaign.taken_down_at} />
      </div>
      <dl className="mb-8 grid grid-cols-3 gap-3">
        {campaignFigures(detail.totals).map(([term, value]) => (
          <Card key={term} className="flex flex-col gap-1 p-4">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-xl font-semibold text-chocolate">{value}</dd>
          </Card>
        ))}
      </dl>
      <div className="flex flex-col gap-10">
        <Section title="Dernières commandes">
          {detail.latest_orders.length === 0 ? (
            <p className="text-muted">Aucune commande pour cette campagne.</p>
          ) : (
            <OrdersList orders={detail.latest_orders} />
          )}
          <Link
            to={`${pathTo("adminOrders")}?campaign_id=${encodeURIComponent(campaign.id)}`}
            className="self-start font-medium underline underline-offset-4"
          >
            Toutes les commandes de cette campagne
          </Link>
        </Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <Section title="Membres">
            <ul className="flex flex-col gap-2 text-sm">
              {detail.members.map((member) => (
                <li key={member.email}>
                  <span className="font-medium">{member.name ?? member.email}</span> · {ROLE_LABELS[member.role]}
                  <span className="block text-muted [overflow-wrap:anywhere]">{member.email}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Journal des décisions">
            {detail.events.length === 0 ? (
              <p className="text-sm text-muted">Aucune décision enregistrée.</p>
            ) : (
              <ol className="flex flex-col gap-2 text-sm">
                {detail.events.map((event) => (
                  <li key={event.id} className="border-l-2 border-peach pl-3">
                    <span className="font-semibold text-chocolate">{eventLabels[event.action]}</span> le{" "}
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time> par {event.actor_email ?? "l'équipe"}
                    {event.reason ? <span className="block italic">« {event.reason} »</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}

/** /admin/campagnes/:id (docs/product.md#campaigns-overview): a campaign, its team, orders and decisions. */
export function AdminCampaignPage() {
  const { campaignId = "" } = useParams();
  const query = useAdminCampaign(campaignId);
  return (
    <AdminDetailPage
      back={{ to: pathTo("adminCampaigns"), label: "Toutes les campagnes" }}
      query={query}
      notFound="Campagne introuvable"
      failed="Impossible de charger la campagne"
    >
      {(detail) => <CampaignView detail={detail} />}
    </AdminDetailPage>
  );
}
