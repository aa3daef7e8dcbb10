import { useMemo, useState, type FormEvent } from "react";
import { ListPlus } from "lucide-react";
import { toast } from "sonner";
import { sellerListWarnings } from "../../shared/seller-list-warnings";
import { addSellersRequestSchema } from "../../shared/sellers";
import { parseSellerList, SELLERS_PER_PASTE_MAX } from "../../shared/sellers-rules";
import { Button } from "../components/ui/button";
import { Field, fieldMessageId } from "../components/ui/field";
import { Textarea } from "../components/ui/textarea";
import { notifyValidation } from "../lib/notify";
import { MinorConsentFields } from "./minor-consent-fields";
import { firstPasteError, noPasteErrors, pasteErrorsFromSchema, pasteErrorsFromServer, type PasteErrors } from "./paste-errors";
import { PastePreview } from "./paste-preview";
import { PasteWarnings } from "./paste-warnings";
import { useAddSellers } from "./sellers-api";
import { sellersText } from "./sellers-texts";
import { useSingleFlight } from "./use-single-flight";

const LIST_ID = "paste-sellers-list";

/**
 * 'Coller une liste': a class list typed or copied from a spreadsheet, one seller a line, read as the server will read
 * it (parseSellerList) and shown before it is sent. One agreement covers the whole list when they are children. The
 * same child twice and surnames are said line by line (sellerListWarnings, the server's rule too); the member may
 * save the list as it is once they are shown.
 */
export function PasteSellersForm({ campaignId }: { campaignId: string }) {
  const add = useAddSellers(campaignId);
  const once = useSingleFlight();
  const [text, setText] = useState("");
  const [isMinor, setIsMinor] = useState(false);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<PasteErrors>(noPasteErrors);
  const [saved, setSaved] = useState<number | null>(null);
  const sellers = useMemo(() => parseSellerList(text), [text]);
  const warnings = useMemo(() => sellerListWarnings(sellers), [sellers]);

  const send = async () => {
    setSaved(null);
    const request = {
      sellers: sellers.map((seller) => ({ ...seller, is_minor: isMinor })),
      parental_consent: consent,
      // Shown under the preview and beside their lines, before this button: read.
      warnings_read: warnings.length > 0,
    };
    const checked = addSellersRequestSchema.safeParse(request);
    if (!checked.success) {
      const found = pasteErrorsFromSchema(checked.error.issues);
      setErrors(found);
      const first = firstPasteError(found);
      if (first) notifyValidation(first);
      return;
    }
    setErrors(noPasteErrors);
    let answer;
    try {
      answer = await add.mutateAsync(request);
    } catch (error) {
      // The server's message is toasted by the query client; a line or the agreement it names shows it too.
      setErrors(pasteErrorsFromServer(error) ?? noPasteErrors);
      return;
    }
    const count = answer.sellers.length;
    setSaved(count);
    toast.success(count > 1 ? `${count} vendeurs enregistrés` : "1 vendeur enregistré", {
      description: "Leurs liens personnels sont dans la liste des vendeurs.",
    });
    setText("");
    setConsent(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(send);
  };

  const listError = errors.list ?? (Object.keys(errors.lines).length > 0 ? "Corrigez les lignes signalées dans l'aperçu." : undefined);
  const sending = add.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Coller une liste" className="flex flex-col gap-4">
      <Field
        id={LIST_ID}
        label="Un vendeur par ligne"
        error={listError}
        hint={`« Prénom, groupe », ou une colonne copiée d'un tableur (le groupe dans la colonne d'à côté). ${SELLERS_PER_PASTE_MAX} vendeurs au plus à la fois.`}
      >
        <Textarea
          id={LIST_ID}
          rows={6}
          value={text}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={"Léa, CM2\nNoah, CM2\nInès, CE1"}
          aria-invalid={Boolean(listError)}
          aria-describedby={`${fieldMessageId(LIST_ID)} paste-sellers-preview-title`}
          onChange={(event) => {
            setText(event.target.value);
            setSaved(null);
            // The lines moved: what was said about them may be about others now.
            setErrors((current) => ({ ...noPasteErrors, consent: current.consent }));
          }}
        />
      </Field>
      <PastePreview sellers={sellers} lineErrors={errors.lines} warnings={warnings} />
      <PasteWarnings warnings={warnings} />
      <MinorConsentFields
        idPrefix="paste-sellers"
        several
        isMinor={isMinor}
        minorProps={{ checked: isMinor, onChange: (event) => setIsMinor(event.target.checked) }}
        consentProps={{
          checked: consent,
          onChange: (event) => {
            setConsent(event.target.checked);
            setErrors((current) => ({ ...current, consent: undefined }));
          },
        }}
        consentError={errors.consent}
      />
      <p role="status" className={saved ? "rounded-2xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900" : "sr-only"}>
        {saved ? `${saved > 1 ? `${saved} vendeurs enregistrés` : "1 vendeur enregistré"}.` : ""}
      </p>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
        <ListPlus aria-hidden="true" />
        {sending ? "Enregistrement..." : sellers.length > 0 ? `Ajouter ${sellersText(sellers.length)}` : "Ajouter la liste"}
      </Button>
    </form>
  );
}
