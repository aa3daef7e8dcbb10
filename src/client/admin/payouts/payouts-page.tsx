import { useState } from "react";
import type { PayoutDue } from "../../../shared/money-responses";
import { AppPageHeader, Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PagedSection } from "../paged-list";
import { useTicked } from "../use-ticked";
import { DueList, notPayableReason } from "./due-list";
import { GenerateDialog } from "./generate-dialog";
import { PayoutList } from "./payout-list";
import { nextWeekday, parisToday, usePayoutsDue, usePayoutsList } from "./payouts-api";

type BarProps = {
  selected: PayoutDue[];
  executionDate: string;
  onDateChange: (date: string) => void;
  onGenerate: () => void;
};

/** The transfer file's bar: its execution day, and the button naming how many campaigns it pays. */
function GenerateBar({ selected, executionDate, onDateChange, onGenerate }: BarProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor="payout-execution-date">Date d'exécution</Label>
        <Input
          id="payout-execution-date"
          type="date"
          min={parisToday()}
          value={executionDate}
          onChange={(event) => onDateChange(event.target.value)}
        />
      </div>
      <Button disabled={selected.length === 0} onClick={onGenerate}>
        Générer le fichier de virement ({selected.length})
      </Button>
    </div>
  );
}

function DueSection() {
  const query = usePayoutsDue();
  const { ticked: chosen, toggle, clear } = useTicked();
  const [executionDate, setExecutionDate] = useState(() => nextWeekday());
  // The campaigns the open dialog pays; it lives outside the list, which may empty once the file is made.
  const [confirming, setConfirming] = useState<PayoutDue[] | null>(null);
  const rows = (query.data?.pages ?? []).flatMap((page) => page.campaigns);
  // Only what can still be paid counts: a row may have changed since it was ticked.
  const selected = rows.filter((row) => chosen.has(row.campaign_id) && notPayableReason(row) === null);
  return (
    <>
      <PagedSection
        id="payouts-due"
        heading="h2"
        title="Soldes à verser"
        query={query}
        rowsOf={(page) => page.campaigns}
        failed="Impossible de charger les soldes à verser"
        empty="Aucun solde à verser."
      >
        {(list) => (
          <>
            <GenerateBar
              selected={selected}
              executionDate={executionDate}
              onDateChange={setExecutionDate}
              onGenerate={() => setConfirming(selected)}
            />
            <DueList rows={list} chosen={chosen} onToggle={toggle} />
          </>
        )}
      </PagedSection>
      {/* Mounted while open only: each opening makes a new idempotency key. */}
      {confirming ? (
        <GenerateDialog campaigns={confirming} executionDate={executionDate} onGenerated={clear} onClose={() => setConfirming(null)} />
      ) : null}
    </>
  );
}

function PayoutsSection() {
  const query = usePayoutsList();
  return (
    <PagedSection
      id="payouts-made"
      heading="h2"
      title="Versements effectués"
      query={query}
      rowsOf={(page) => page.payouts}
      failed="Impossible de charger les versements"
      empty="Aucun versement pour l'instant."
    >
      {(payouts) => <PayoutList payouts={payouts} />}
    </PagedSection>
  );
}

/** /admin/versements (docs/product.md#payouts): what each association is owed, the transfer files, and the payouts. */
export function PayoutsPage() {
  return (
    <Container className="pb-16">
      <AppPageHeader
        title="Versements"
        subtitle="Ce que chaque association a gagné et peut recevoir, les fichiers de virement et leur suivi."
      />
      <div className="flex flex-col gap-10">
        <DueSection />
        <PayoutsSection />
      </div>
    </Container>
  );
}
