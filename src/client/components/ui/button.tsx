import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-dark text-white shadow-sm hover:bg-brand-deeper",
        chocolate: "bg-chocolate text-cream shadow-sm hover:bg-chocolate-light",
        secondary: "bg-peach text-chocolate hover:bg-peach/80",
        outline: "border border-line bg-white text-chocolate hover:border-brand hover:text-brand-dark",
        ghost: "text-chocolate hover:bg-peach-light",
        danger: "bg-danger text-white shadow-sm hover:bg-danger/90",
        link: "rounded-none px-0 text-brand-dark underline-offset-4 hover:underline",
        // A campaign page's own colour (CSS variables set from its branding, shop/campaign-page/branding.ts).
        campaign: "bg-(--campaign-primary) text-(--campaign-on-primary) shadow-sm hover:bg-(--campaign-primary) hover:brightness-95",
      },
      size: {
        sm: "h-9 px-4",
        md: "h-11 px-5",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "default", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child (e.g. a router Link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form would submit it; make submit explicit.
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
