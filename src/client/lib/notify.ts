import { toast } from "sonner";
import { describeError } from "./error-message";

// The only module that shows error toasts, so every screen words failures the same way.

export function notifyError(error: unknown) {
  const { title, description } = describeError(error);
  toast.error(title, { description });
}

/** A fixed French failure message (docs/product.md#conventions), e.g. 'Erreur lors de la sauvegarde'. */
export function notifyFailure(description: string, title = "Erreur") {
  toast.error(title, { description });
}

/** docs/product.md#conventions: the first validation message is shown as a toast titled 'Erreur de validation'. */
export function notifyValidation(message: string) {
  toast.error("Erreur de validation", { description: message });
}
