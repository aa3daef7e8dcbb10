import { useId, useRef, useState, type ChangeEvent } from "react";
import { ImageIcon, Trash2, Upload } from "lucide-react";
import { Button, buttonVariants } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { IMAGE_FIELD_LIMITS } from "../../../shared/upload-rules";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/utils";
import { uploadCampaignImage, type ImageKind } from "../campaign-api";
import { PhotoRefused, photoForUpload } from "./photo-shrink";

type ImageUploadFieldProps = {
  /** The field name (logo_url, hero_image_url; docs/product.md#campaign-fields): the file input's name and id. */
  name: string;
  label: string;
  kind: ImageKind;
  associationId: string;
  /** The stored image's URL, '' when none. */
  value: string;
  onChange: (url: string) => void;
  hint?: string;
  /** 'logo' shows a small square preview, 'hero' a wide one. */
  shape: "logo" | "hero";
};

/**
 * Images only; the file is uploaded as soon as it is chosen (docs/api.md "Uploads"), shrunk first when it is a large
 * photo (decision 043). The formats and the limit are written under the field before anything is chosen.
 * docs/product.md#creation-form: a failed upload leaves an empty URL without a toast; we still say why under the
 * field, or the user can't fix it.
 */
export function ImageUploadField({ name, label, kind, associationId, value, onChange, hint, shape }: ImageUploadFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const limitsId = useId();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setNote(null);
    try {
      onChange(await uploadCampaignImage(kind, await photoForUpload(file, kind), associationId));
    } catch (error) {
      onChange("");
      setNote(error instanceof ApiError || error instanceof PhotoRefused ? error.message : "L'envoi de l'image a échoué");
    } finally {
      setUploading(false);
    }
  }

  function remove() {
    onChange("");
    setNote(null);
    if (input.current) input.current.value = "";
  }

  return (
    <div className={cn("flex flex-col gap-1.5", shape === "hero" && "sm:col-span-2")}>
      <Label htmlFor={name}>{label}</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={cn(
            "grid shrink-0 place-items-center overflow-hidden rounded-xl border border-dashed border-line-strong bg-peach-light text-muted",
            shape === "logo" ? "size-20" : "aspect-[3/1] w-full sm:w-72",
          )}
        >
          {uploading ? (
            <Spinner />
          ) : value ? (
            <img src={value} alt={`Aperçu : ${label}`} className={cn("size-full", shape === "logo" ? "object-contain" : "object-cover")} />
          ) : (
            <ImageIcon className="size-6" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {/* The native control stays (keyboard, screen readers, tests); its English browser text is replaced. */}
          <input
            ref={input}
            id={name}
            name={name}
            type="file"
            accept="image/*"
            disabled={uploading}
            aria-describedby={`${limitsId} ${noteId}`}
            onChange={onFile}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            onClick={() => input.current?.click()}
            className={cn(
              buttonVariants({ variant: "secondary", size: "sm" }),
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:opacity-60",
            )}
          >
            <Upload aria-hidden="true" />
            {value ? "Changer d'image" : "Choisir une image"}
          </span>
          {value && !uploading ? (
            <Button variant="ghost" size="sm" onClick={remove} aria-label={`Retirer : ${label}`}>
              <Trash2 aria-hidden="true" />
              Retirer
            </Button>
          ) : null}
        </div>
      </div>
      <p id={limitsId} className="text-xs text-muted">
        {hint ? `${hint} ` : null}
        {IMAGE_FIELD_LIMITS}
      </p>
      <p id={noteId} role={note ? "alert" : undefined} className={cn("text-xs", note ? "font-medium text-danger" : "text-muted")}>
        {uploading ? "Envoi en cours..." : note}
      </p>
    </div>
  );
}
