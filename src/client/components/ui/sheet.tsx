import type { ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "../../lib/utils";
import { ModalContent } from "./dialog";

// A side panel is a dialog anchored to the right edge: same focus trap and Escape handling.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      className={cn(
        "fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col overflow-y-auto bg-cream shadow-2xl data-[state=open]:animate-slide-in-right sm:max-w-md",
        className,
      )}
      {...props}
    />
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 border-b border-line p-6 pr-12", className)} {...props} />;
}

// Same title and description as a dialog's.
export { DialogDescription as SheetDescription, DialogTitle as SheetTitle } from "./dialog";
