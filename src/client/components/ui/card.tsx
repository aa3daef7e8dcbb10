import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-(--radius-card) border border-line/70 bg-white text-ink shadow-(--shadow-soft)", className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 sm:p-6", className)} {...props} />;
}

/** A card's title; `as` sets the heading level so the page outline stays right. */
export function CardTitle({ className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & { as?: "h2" | "h3" }) {
  return <Heading className={cn("text-xl font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5 pb-5 sm:px-6 sm:pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 px-5 pb-5 sm:px-6 sm:pb-6", className)} {...props} />;
}
