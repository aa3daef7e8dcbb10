import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { BuyerMessagesResponse } from "../../shared/buyer-messages";
import { errorCatalogue } from "../../shared/errors";
import { roleCan } from "../../shared/team-rules";
import { useAssociation } from "../session/association-context";
import { LoadFailed } from "../components/load-failed";
import { Container } from "../components/page";
import { Card } from "../components/ui/card";
import { LoadingState } from "../components/ui/spinner";
import { buyerMessagesRefusal, useBuyerMessages } from "./buyer-messages-api";
import { FreeMessageForm } from "./free-message-form";
import { ReadyMessageSection } from "./ready-message-section";
import { SentMessagesList } from "./sent-messages-list";

const refusalMessages = {
  forbidden: "Les messages aux acheteurs sont réservés aux membres de l'association.",
  "not-found": "Campagne introuvable",
} as const;

function Header({ data }: { data?: BuyerMessagesResponse }) {
  return (
    <div className="pt-4 pb-6 sm:pt-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Prévenir les acheteurs</h1>
      {data ? (
        <>
          <p className="mt-2 text-lg font-medium break-words text-ink">{data.campaign.name}</p>
          <p className="text-sm break-all text-muted">/c/{data.campaign.slug}</p>
        </>
      ) : null}
    </div>
  );
}

function Messages({ data, canHandOver, canWrite }: { data: BuyerMessagesResponse; canHandOver: boolean; canWrite: boolean }) {
  const limitReached = data.pacing.sent_today >= data.pacing.max_per_day;
  return (
    <>
      <Header data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          {limitReached ? (
            <p role="status" className="rounded-2xl bg-peach-light p-4 text-sm font-medium text-chocolate">
              {errorCatalogue.BUYER_MESSAGES_DAILY_LIMIT.message}
            </p>
          ) : null}
          {canHandOver ? (
            <ReadyMessageSection campaignId={data.campaign.id} recipients={data.recipients.ready} pacing={data.pacing} />
          ) : null}
          {canWrite ? (
            <FreeMessageForm campaignId={data.campaign.id} recipients={data.recipients.free} limitReached={limitReached} />
          ) : null}
        </div>
        <div className="min-w-0">
          <SentMessagesList messages={data.messages} />
        </div>
      </div>
    </>
  );
}

/**
 * /messages/:campaignId (docs/product.md#messages-to-buyers): 'Votre commande est prête' for every role that hands
 * bars over, a message of the association's own for those who edit the shop, and the sendings so far.
 */
export function BuyerMessagesPage() {
  const { campaignId = "" } = useParams();
  const query = useBuyerMessages(campaignId);
  const { role } = useAssociation();
  const canHandOver = role !== null && roleCan(role, "distribute");
  const canWrite = role !== null && roleCan(role, "editShop");

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <Header />
        <LoadingState label="Chargement des messages..." />
      </>
    );
  } else if (query.isError) {
    const refusal = buyerMessagesRefusal(query.error);
    body = (
      <>
        <Header />
        {refusal ? (
          <Card className="p-6">
            <p className="text-ink">{refusalMessages[refusal]}</p>
          </Card>
        ) : (
          <LoadFailed message="Impossible de charger les messages. Vérifiez votre connexion, puis réessayez." onRetry={query.refetch} />
        )}
      </>
    );
  } else {
    body = <Messages data={query.data} canHandOver={canHandOver} canWrite={canWrite} />;
  }

  return (
    <Container className="pb-16">
      <Link
        to="/compte?onglet=boutique"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-chocolate underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ma boutique
      </Link>
      {body}
    </Container>
  );
}
