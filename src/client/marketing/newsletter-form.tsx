import { useId, type FormEvent } from "react";
import { ArrowRight } from "lucide-react";
import { useSubscribeNewsletter } from "./newsletter-api";
import { notifySuccess, notifyValidation } from "../lib/notify";
import { Label } from "../components/ui/label";

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's subscription. The field is the browser's own (uncontrolled): on a prerendered page, what a visitor types
 * before the app has taken the page over stays there when it does.
 */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  // The form appears twice on /newsletter (page and footer): each needs its own field id.
  const fieldId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A light shape check (the server validates with the shared schema); zod stays out of the first load.
    const address = String(new FormData(form).get("email") ?? "").trim();
    if (!emailShape.test(address)) {
      notifyValidation("Email invalide");
      return;
    }
    const result = await subscribe.mutateAsync({ email: address }).catch(() => null);
    if (!result) return; // the error toast came from the query client
    // One answer whatever the address's state (the server won't tell who is subscribed): the mail says the rest.
    notifySuccess(result.message);
    form.reset();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={fieldId} className="text-cream/90">
        Votre adresse e-mail
      </Label>
      <div className="flex items-center gap-2 rounded-full bg-white/10 p-1 pl-4 ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-peach">
        <input
          id={fieldId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="vous@exemple.fr"
          className="h-9 min-w-0 flex-1 bg-transparent text-sm text-cream placeholder:text-cream/50 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="S'inscrire à la newsletter"
          disabled={subscribe.isPending}
          className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full bg-peach text-chocolate transition-colors hover:bg-white disabled:opacity-60"
        >
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
