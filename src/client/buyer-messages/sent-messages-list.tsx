import type { BuyerMessage } from "../../shared/buyer-messages";
import { Badge } from "../components/ui/badge";
import { Card } from "../components/ui/card";
import { buyersCount } from "./buyer-messages-api";
import { formatParisDateTime } from "../../shared/paris-time";

/** The campaign's sendings, newest first: what, to how many, by whom, when. */
export function SentMessagesList({ messages }: { messages: BuyerMessage[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">Messages envoyés</h2>
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Aucun message envoyé pour cette campagne.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line/70">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={message.kind === "ready" ? "success" : "neutral"}>
                  {message.kind === "ready" ? "Commande prête" : "Message libre"}
                </Badge>
                <p className="min-w-0 font-medium break-words">{message.subject}</p>
              </div>
              <p className="text-sm text-muted">
                Envoyé à {buyersCount(message.recipients)} le {formatParisDateTime(message.created_at)}
                {message.author_name ? ` par ${message.author_name}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
