import type { RefObject } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Sparkles, X } from "lucide-react";
import { DialogOverlay } from "../../components/ui/dialog";
import { DemoShop } from "./demo-shop";

type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Voir une démo' gets the focus back on close (it opens the dialog itself, it is not a Radix trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The large demo dialog of the home page (docs/product.md#demo): a sample association's shop that scrolls inside the
 * dialog, under a bar that always keeps the title and the close button in view. Loaded on demand (its own chunk).
 */
export function DemoDialog({ open, onOpenChange, returnFocusTo }: DemoDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-2 z-50 mx-auto flex max-w-6xl flex-col overflow-hidden rounded-(--radius-card) bg-cream shadow-2xl data-[state=open]:animate-fade-in sm:inset-4 lg:inset-y-6"
        >
          <div className="flex items-center gap-3 border-b border-line bg-chocolate px-4 py-2.5 text-cream sm:px-5">
            <Sparkles className="size-5 shrink-0 text-peach" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate font-sans text-sm font-semibold text-cream sm:text-base">
                Boutique de démonstration
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="truncate text-xs text-cream/80">
                Essayez le panier : rien n'est commandé ni débité.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label="Fermer la démo"
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-cream transition-colors hover:bg-white/10"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain" data-demo-scroll="">
            <DemoShop />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
