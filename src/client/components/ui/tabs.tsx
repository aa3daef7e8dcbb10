import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "../../lib/utils";

// Radix Tabs: arrow keys move between tabs, Tab moves into the panel.
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("inline-flex w-full gap-1 rounded-full border border-line bg-white p-1 sm:w-auto", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "flex-1 cursor-pointer rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-chocolate focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-brand-dark data-[state=active]:text-white sm:flex-none sm:px-5",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6 focus-visible:outline-none", className)} {...props} />;
}
