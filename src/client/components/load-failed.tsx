import { RotateCw } from "lucide-react";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

/**
 * A read that failed, said where its data would be (never a blank page, never only a toast), with 'Réessayer'.
 * Distinct from an empty state: nothing is known, so nothing is shown as if it were.
 */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => unknown; className?: string }) {
  return (
    <Card role="alert" className={className ?? "flex flex-col items-start gap-4 p-6"}>
      <p className="text-ink">{message}</p>
      <Button variant="outline" onClick={() => void onRetry()}>
        Réessayer
      </Button>
    </Card>
  );
}

/**
 * The same said inside a frame the page keeps (an auth card, a tab's card): the alert and 'Réessayer' with its
 * icon, disabled while the read runs again.
 */
export function LoadFailedAlert({ message, read }: { message: string; read: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <>
      <p role="alert" className="text-ink">
        {message}
      </p>
      <Button variant="outline" onClick={() => void read.refetch()} disabled={read.isFetching}>
        <RotateCw aria-hidden="true" />
        Réessayer
      </Button>
    </>
  );
}
