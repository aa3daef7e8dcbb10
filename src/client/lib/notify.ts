import type { ExternalToast, toast as sonnerToast } from "sonner";
import { describeError } from "./error-message";

// The only module that shows toasts from the app's first load, so every screen words failures the same way. sonner and
// its Toaster (app/deferred-toaster.tsx) load with the first toast, or sooner: out of the sign-in
// pages' first load (bench/README.md, "JavaScript budgets").

type Toast = typeof sonnerToast;

let sonner: Toast | undefined;
let loading: Promise<Toast> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Asks for the Toaster to be mounted (at once, on any page but the sign-in pages; else at the first toast or action). */
export function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether the Toaster is wanted yet. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => void toasterListeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

/** Shows a toast: at once once sonner is loaded, else as soon as it is (in the order asked). */
function withToast(show: (toast: Toast) => void) {
  wantToaster();
  if (sonner) return show(sonner);
  loading ??= import("sonner").then((module) => (sonner = module.toast));
  // A failed download (the network) is tried again at the next toast.
  void loading.then(show, () => (loading = undefined));
}

export function notifyError(error: unknown) {
  const { title, description } = describeError(error);
  withToast((toast) => toast.error(title, { description }));
}

/** A fixed French failure message (docs/product.md#conventions), e.g. 'Erreur lors de la sauvegarde'. */
export function notifyFailure(description: string, title = "Erreur") {
  withToast((toast) => toast.error(title, { description }));
}

/** docs/product.md#conventions: the first validation message is shown as a toast titled 'Erreur de validation'. */
export function notifyValidation(message: string) {
  withToast((toast) => toast.error("Erreur de validation", { description: message }));
}

/** A success, e.g. 'Connexion réussie !'. */
export function notifySuccess(title: string, options?: ExternalToast) {
  withToast((toast) => toast.success(title, options));
}

/** A piece of news, e.g. 'Un email de confirmation vous a été envoyé.'. */
export function notifyInfo(title: string, options?: ExternalToast) {
  withToast((toast) => toast.info(title, options));
}
