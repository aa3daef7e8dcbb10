import type { ReactNode } from "react";
import { Card } from "../components/ui/card";
import { cn } from "../lib/utils";

// The back-office's two kinds of table: a list in a card, one row per campaign or order, under a coloured head; and
// the lines of one thing (an order's products, the bars to make), a name then figures on the right.

type Column = string | { title: string; className: string };

type ListTableProps = {
  caption: string;
  columns: readonly Column[];
  /** On the card: e.g. `hidden md:block` where cards stand for the table on a phone. */
  className?: string;
  /** On the table: e.g. a minimum width, scrolled sideways below it. */
  tableClassName?: string;
  /** Narrower cells, for a table of many columns. */
  dense?: boolean;
  /** The rows. */
  children: ReactNode;
};

export function ListTable({ caption, columns, className, tableClassName, dense = false, children }: ListTableProps) {
  return (
    <Card className={cn("overflow-hidden", className)}>
      <div className="overflow-x-auto">
        <table className={cn("w-full text-left text-sm", tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-peach-light text-chocolate">
            <tr>
              {columns.map((column) => {
                const { title, className: columnClassName } = typeof column === "string" ? { title: column, className: undefined } : column;
                return (
                  <th
                    key={title}
                    scope="col"
                    className={cn(dense ? "px-3" : "px-4", "py-3 font-semibold whitespace-nowrap", columnClassName)}
                  >
                    {title}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">{children}</tbody>
        </table>
      </div>
    </Card>
  );
}

/** The first column names the line; the others, figures, are aligned on the right. */
export function LinesTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-muted">
        <tr>
          {columns.map((title, index) => (
            <th key={title} scope="col" className={cn("py-1 font-medium", index > 0 && "text-right")}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}
