import { useCallback, useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { pathTo } from "../../../shared/page-paths";
import { campaignDraftSchema, type Campaign } from "../../../shared/campaign";
import { ApiError } from "../../lib/api";
import { notifyError, notifyFailure, notifyValidation } from "../../lib/notify";
import { toastFirstError, useZodForm } from "../../lib/use-zod-form";
import { discardChanges, publishCampaign, publishChanges, unpublishCampaign } from "../campaign-api";
import { campaignToDraftValues, draftSnapshot, toDraftPayload, type DraftFormValues } from "./draft-values";
import { PendingChangesCard } from "./pending-changes-card";
import { LeaveDialog } from "./leave-dialog";
import { OnePagerActions } from "./one-pager-actions";
import { OnePagerPublication } from "./one-pager-publication";
import { publicationState } from "./publication-state";
import { OnePagerSections } from "./one-pager-sections";
import { useDraftSaver, type SaveResult } from "./use-draft-saver";
import { useSlugAvailability } from "./use-slug-availability";
import { useUnsavedGuard } from "./use-unsaved-guard";

/** docs/product.md#constants: the autosave runs this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

const SAVE_FIRST = "Veuillez d'abord sauvegarder votre campagne";
const UNSAVED_INVALID = "Modifications non enregistrées : corrigez les champs signalés";
const SENT_FOR_VALIDATION = "Votre page est envoyée pour validation : réservez votre appel avec notre équipe pour la publier.";

type OnePagerFormProps = { associationId: string; initialCampaign: Campaign | null; initialValues: DraftFormValues };

export function OnePagerForm({ associationId, initialCampaign, initialValues }: OnePagerFormProps) {
  const navigate = useNavigate();
  const form = useZodForm(campaignDraftSchema, { mode: "onChange", defaultValues: initialValues });
  const values = useWatch({ control: form.control }) as DraftFormValues;
  const snapshot = draftSnapshot(values);
  // Keyed on the snapshot: `values` is a new object at every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot stands for `values`
  const valid = useMemo(() => toDraftPayload(values) !== null, [snapshot]);
  const saver = useDraftSaver(associationId, initialCampaign, initialValues);
  const { campaign, saving, save, isUnsaved, adopt } = saver;
  const publication = publicationState(campaign);
  const [switching, setSwitching] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { status: slugStatus, reject: rejectSlug } = useSlugAvailability(values.public_slug.trim(), campaign?.id);
  const current = useCallback(() => form.getValues() as DraftFormValues, [form]);
  const unsaved = isUnsaved(values);
  const hasUnsaved = useCallback(() => isUnsaved(current()), [isUnsaved, current]);
  const blocker = useUnsavedGuard(hasUnsaved, unsaved);
  const canPublish = valid && slugStatus.kind === "available" && !saving;
  // Decision 037: a page the team validated keeps its changes aside until they are published.
  const pendingShown = Boolean(campaign?.validated_at) && (Boolean(campaign?.pending_changes) || unsaved);

  /** A refused slug is shown on the field itself, whatever started the save. */
  const afterSave = useCallback(
    (result: SaveResult, slugSent: string) => {
      if (!result.ok && result.error instanceof ApiError && (result.error.code === "SLUG_TAKEN" || result.error.code === "SLUG_RESERVED")) {
        rejectSlug(slugSent, result.error.code === "SLUG_RESERVED" ? "reserved" : "taken");
        form.setError("public_slug", { type: "server", message: result.error.message });
      }
      return result;
    },
    [form, rejectSlug],
  );

  const saveNow = useCallback(
    async (silent: boolean) => {
      const v = current();
      return afterSave(await save(v, { silent }), v.public_slug.trim());
    },
    [afterSave, current, save],
  );

  // docs/product.md#one-pager: silent autosave 2 s after a change, while the form has unsaved, valid changes.
  useEffect(() => {
    if (!unsaved || !valid || slugStatus.kind === "taken" || slugStatus.kind === "reserved") return;
    const timer = window.setTimeout(() => void saveNow(true), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot, unsaved, valid, slugStatus.kind, saveNow]);

  const onSave = form.handleSubmit(() => void saveNow(false), toastFirstError);

  /**
   * The campaign exactly as on screen, saving pending changes first; null (and why, on the field or in a toast) when
   * that can't be: nothing saved yet, invalid changes, or a save refused. 'Publier' and 'Aperçu' then stop, so they
   * never act on an older version than the one shown.
   */
  async function savedCampaign(): Promise<Campaign | null> {
    if (!campaign) {
      toast.info(SAVE_FIRST);
      return null;
    }
    if (!hasUnsaved()) return campaign;
    if (!valid) {
      notifyValidation(UNSAVED_INVALID);
      return null;
    }
    const result = await saveNow(true);
    if (result.ok) return result.campaign;
    const onTheField = result.error instanceof ApiError && (result.error.code === "SLUG_TAKEN" || result.error.code === "SLUG_RESERVED");
    if (!onTheField) notifyFailure("Impossible de sauvegarder la campagne");
    return null;
  }

  async function onPreview() {
    const saved = await savedCampaign();
    // Not awaited: the router handles the navigation from now on.
    if (saved) void navigate(pathTo("campaignPreview", { slug: saved.public_slug }));
  }

  /** 'Publier': online if the team validated the page, otherwise sent for validation with the calendar offered. */
  async function onPublish() {
    const saved = await savedCampaign();
    if (!saved) return;
    setSwitching(true);
    try {
      const { campaign: answered, outcome } = await publishCampaign(saved.id);
      adopt(answered);
      if (outcome === "sent_for_validation") {
        toast.success(SENT_FOR_VALIDATION);
        setCalendarOpen(true);
        return;
      }
      // Not awaited: a navigation is not a failed publication, which is all the catch below reports.
      void navigate(pathTo("campaign", { slug: answered.public_slug }));
    } catch (error) {
      if (error instanceof ApiError && error.code === "CAMPAIGN_TAKEN_DOWN") notifyError(error);
      else notifyFailure("Impossible de publier la campagne");
    } finally {
      setSwitching(false);
    }
  }

  /** Decision 037: the changes kept aside (saved first, as on screen) go public. */
  async function onPublishChanges() {
    const saved = await savedCampaign();
    if (!saved) return;
    setSwitching(true);
    try {
      adopt(await publishChanges(saved.id));
      toast.success("Modifications publiées", { description: "Votre page publique les montre dès maintenant." });
    } catch (error) {
      if (error instanceof ApiError && error.code === "SLUG_TAKEN") afterSave({ ok: false, error }, current().public_slug.trim());
      else notifyFailure("Impossible de publier les modifications");
    } finally {
      setSwitching(false);
    }
  }

  /** The published page comes back into the form. */
  async function onDiscardChanges() {
    if (!campaign) return;
    setSwitching(true);
    try {
      const answered = await discardChanges(campaign.id);
      const values = campaignToDraftValues(answered);
      form.reset(values);
      adopt(answered, values);
      toast.success("Modifications annulées");
    } catch {
      notifyFailure("Impossible d'annuler les modifications");
    } finally {
      setSwitching(false);
    }
  }

  async function onUnpublish() {
    if (!campaign) return;
    setSwitching(true);
    try {
      adopt(await unpublishCampaign(campaign.id));
      toast.success("Page dépubliée", { description: "Elle n'est plus visible publiquement ; vous pouvez la republier à tout moment." });
    } catch {
      notifyFailure("Impossible de dépublier la campagne");
    } finally {
      setSwitching(false);
    }
  }

  async function onSaveAndLeave() {
    const result = await saveNow(false);
    if (blocker.state !== "blocked") return;
    if (result.ok) blocker.proceed();
    else blocker.reset();
  }

  return (
    <form onSubmit={onSave} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        Champs obligatoires : nom de l'association, message principal, email de contact et adresse de la page. Vos modifications sont
        enregistrées automatiquement.
      </p>
      <OnePagerSections
        form={form}
        values={values}
        associationId={associationId}
        slugStatus={slugStatus}
        savedSlug={campaign?.public_slug ?? null}
      />
      {pendingShown ? (
        <PendingChangesCard
          switching={switching}
          canPublish={canPublish}
          onPublishChanges={() => void onPublishChanges()}
          onDiscardChanges={onDiscardChanges}
        />
      ) : null}
      <OnePagerPublication
        campaign={campaign}
        publication={publication}
        calendarOpen={calendarOpen}
        onCalendarOpenChange={setCalendarOpen}
      />
      <OnePagerActions
        saving={saving}
        unsaved={unsaved}
        valid={valid}
        canPublish={canPublish}
        publication={publication}
        pendingChanges={pendingShown}
        switching={switching}
        onPreview={() => void onPreview()}
        onPublish={() => void onPublish()}
        onUnpublish={onUnpublish}
      />
      <LeaveDialog blocker={blocker} canSave={valid} onSaveAndLeave={() => void onSaveAndLeave()} />
    </form>
  );
}
