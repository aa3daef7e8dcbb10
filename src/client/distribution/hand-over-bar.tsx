import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { CircleAlert, CircleCheck, Info, QrCode } from "lucide-react";
import type { DistributionOrder } from "../../shared/distribution-responses";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../components/ui/dialog";
import { LoadingState } from "../components/ui/spinner";
import { UndoBar } from "../components/undo-bar";
import { barsText, heldTitle, type HandOverOutcome } from "./distribution-texts";
import type { HeldHandOver } from "./hand-over-queue";

// The bottom of the hand-over screen, under the thumb (docs/product.md#handing-over): the hand-overs waiting a few
// seconds with 'Annuler' (decision 041), the outcomes in large (the last one; and each hand-over made without network
// that another phone had made first, once the network is back: decision 044), the order a QR code's link opened (to
// confirm), and 'Scanner un code'.

// The camera and the decoder, fetched when the scanner first opens.
const QrScanner = lazy(async () => ({ default: (await import("./qr-scanner")).QrScanner }));

const tones = {
  success: { box: "bg-emerald-50 text-emerald-950 border-emerald-300", Icon: CircleCheck },
  notice: { box: "bg-amber-50 text-amber-950 border-amber-300", Icon: Info },
  error: { box: "bg-red-50 text-red-950 border-red-300", Icon: CircleAlert },
} as const;

type HandOverBarProps = {
  /** What to say, oldest first; each with its own 'OK'. */
  outcomes: HandOverOutcome[];
  /** An order opened by its QR code's link, waiting for 'Remettre'. */
  toConfirm: DistributionOrder | null;
  /** The hand-overs 'Annuler' can still take back, with their order when the list has it. */
  waiting: (HeldHandOver & { order: DistributionOrder | null })[];
  onHandOver: (reference: string) => void;
  onUndo: (reference: string) => void;
  onScanned: (text: string) => void;
  /** 'OK' on an outcome (its place in `outcomes`), or 'Annuler' on the order to confirm (null). */
  onDismiss: (index: number | null) => void;
};

export function HandOverBar(props: HandOverBarProps) {
  const { outcomes, toConfirm, waiting, onHandOver, onUndo, onScanned, onDismiss } = props;
  const [scanning, setScanning] = useState(false);
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(74,44,42,0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-xl flex-col gap-3">
        {waiting.map((held) => (
          <UndoBar
            key={held.reference}
            title={heldTitle(held.reference, held.order)}
            hint="Annuler si ce n'est pas la bonne commande."
            until={held.send_at}
            undoLabel={`Annuler la remise de la commande ${held.reference}`}
            onUndo={() => onUndo(held.reference)}
            focusOnShow
          />
        ))}
        {outcomes.map((outcome, index) => (
          <Outcome key={`${index}-${outcome.title}`} outcome={outcome} onDismiss={() => onDismiss(index)} />
        ))}
        {toConfirm && outcomes.length === 0 ? (
          <div className="rounded-2xl border border-line bg-peach-light p-4">
            <p className="text-xl font-semibold text-chocolate">
              Commande {toConfirm.reference} · {toConfirm.customer_name} : {barsText(toConfirm.bars)}
            </p>
            <div className="mt-3 flex gap-2">
              <Button size="lg" className="flex-1" onClick={() => onHandOver(toConfirm.reference)}>
                Remettre
              </Button>
              <Button size="lg" variant="outline" onClick={() => onDismiss(null)}>
                Annuler
              </Button>
            </div>
          </div>
        ) : null}
        <Button size="lg" variant="chocolate" className="h-14 w-full text-lg" onClick={() => setScanning(true)}>
          <QrCode aria-hidden="true" />
          Scanner un code
        </Button>
      </div>
      <Dialog open={scanning} onOpenChange={setScanning}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Scanner un code</DialogTitle>
            <DialogDescription>Placez le code QR de la commande dans le cadre.</DialogDescription>
          </DialogHeader>
          {scanning ? (
            <Suspense fallback={<LoadingState label="Ouverture de la caméra..." className="min-h-64" />}>
              <QrScanner
                onCode={(text) => {
                  setScanning(false);
                  onScanned(text);
                }}
              />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Outcome({ outcome, onDismiss }: { outcome: HandOverOutcome; onDismiss: () => void }) {
  const { box, Icon } = tones[outcome.tone];
  const ok = useRef<HTMLButtonElement>(null);
  // The undo bar that had the focus is gone: the keyboard goes on from this outcome rather than from the page's top.
  useEffect(() => {
    if (document.activeElement === document.body) ok.current?.focus({ preventScroll: true });
  }, [outcome]);
  return (
    <div role={outcome.tone === "error" ? "alert" : "status"} className={`rounded-2xl border-2 p-4 ${box}`}>
      <div className="flex items-start gap-3">
        <Icon className="mt-1 size-7 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-xl leading-snug font-bold break-words">{outcome.title}</p>
          {outcome.detail ? <p className="mt-1 text-base break-words">{outcome.detail}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Button ref={ok} size="lg" variant="outline" className="flex-1" onClick={onDismiss}>
          OK
        </Button>
      </div>
    </div>
  );
}
