import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Campaign } from "../../../shared/campaign";
import { notifyFailure } from "../../lib/notify";
import { campaignQueryKey, createDraft, ownCampaignQueryKey, updateCampaign } from "../campaign-api";
import { draftSnapshot, toDraftPayload, type DraftFormValues } from "./draft-values";

export type SaveResult = { ok: true; campaign: Campaign } | { ok: false; error?: unknown };

/**
 * Saves the one-pager: the first save creates the draft, later ones update it (docs/product.md#one-pager). One save
 * at a time, so an autosave and a click never create two drafts. Remembers what was saved, to tell unsaved changes.
 */
export function useDraftSaver(associationId: string, initial: Campaign | null, initialValues: DraftFormValues) {
  const queryClient = useQueryClient();
  const [campaign, setCampaign] = useState(initial);
  const [saving, setSaving] = useState(false);
  const campaignRef = useRef(initial);
  const savedSnapshot = useRef(draftSnapshot(initialValues));
  const [savedVersion, setSavedVersion] = useState(0);
  const running = useRef<Promise<unknown> | null>(null);

  /**
   * Puts what the server answered where the one-pager reads it next time: by its id, and as the newest campaign when
   * it is that one (a copy of an older season edited here must not take the newest's place); the cards reload.
   */
  const remember = useCallback(
    (saved: Campaign) => {
      queryClient.setQueryData(campaignQueryKey(saved.id), saved);
      const newest = queryClient.getQueryData<Campaign | null>(ownCampaignQueryKey(associationId));
      if (newest === null || newest?.id === saved.id) queryClient.setQueryData(ownCampaignQueryKey(associationId), saved);
      else void queryClient.invalidateQueries({ queryKey: ownCampaignQueryKey(associationId) });
      void queryClient.invalidateQueries({ queryKey: ["associations", associationId, "campaigns"] });
    },
    [associationId, queryClient],
  );

  const save = useCallback(
    async (values: DraftFormValues, { silent }: { silent: boolean }): Promise<SaveResult> => {
      while (running.current) await running.current.catch(() => undefined);
      const payload = toDraftPayload(values);
      if (!payload) return { ok: false };
      const snapshot = draftSnapshot(values);
      const existing = campaignRef.current;
      // An autosave with nothing new is skipped; a click always saves, and says so.
      if (silent && existing && snapshot === savedSnapshot.current) return { ok: true, campaign: existing };

      const request = existing ? updateCampaign(existing.id, payload) : createDraft(associationId, payload);
      running.current = request;
      setSaving(true);
      try {
        const saved = await request;
        campaignRef.current = saved;
        savedSnapshot.current = snapshot;
        setCampaign(saved);
        setSavedVersion((v) => v + 1);
        remember(saved);
        // docs/product.md#one-pager: the autosave is silent; a click says what happened.
        if (!silent) {
          if (existing) toast.success("Sauvegardé", { description: "Brouillon mis à jour" });
          else toast.success("Créé", { description: "Brouillon créé" });
        }
        return { ok: true, campaign: saved };
      } catch (error) {
        if (!silent) notifyFailure(existing ? "Impossible de sauvegarder la campagne" : "Impossible de créer la campagne");
        return { ok: false, error };
      } finally {
        running.current = null;
        setSaving(false);
      }
    },
    [associationId, remember],
  );

  /**
   * Takes the campaign as the server answered a publication change (its fields are the saved ones); with `values`,
   * the form was refilled with them (changes discarded), which are then the saved ones.
   */
  const adopt = useCallback(
    (saved: Campaign, values?: DraftFormValues) => {
      if (values) savedSnapshot.current = draftSnapshot(values);
      campaignRef.current = saved;
      setCampaign(saved);
      remember(saved);
    },
    [remember],
  );

  /** True when the values differ from the last saved ones (read live, e.g. by the navigation blocker). */
  const isUnsaved = useCallback((values: DraftFormValues) => draftSnapshot(values) !== savedSnapshot.current, []);

  return { campaign, saving, save, isUnsaved, savedVersion, adopt };
}
