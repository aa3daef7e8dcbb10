import type { ReactNode } from "react";
import { Card } from "../components/ui/card";
import { cn } from "../lib/utils";

// The back-office's two kinds of table: a list in a card, one row per campaign or order, under a coloured head (with
// a card per row instead on a phone); and the lines of one thing (an order's products, the bars to make), a name then
// figures on the right.

/** A table with its caption for screen readers, its head and its rows. */
function Table(props: { caption: string; className?: string; headClassName: string; head: ReactNode; children: ReactNode }) {
  return (
    <table className={cn("w-full text-left text-sm", props.className)}>
      <caption className="sr-only">{props.caption}</caption>
      <thead className={props.headClassName}>
        <tr>{props.head}</tr>
      </thead>
      <tbody className="divide-y divide-line">{props.children}</tbody>
    </table>
  );
}

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
        <Table
          caption={caption}
          className={tableClassName}
          headClassName="bg-peach-light text-chocolate"
          head={columns.map((column) => {
            const { title, className: columnClassName } = typeof column === "string" ? { title: column, className: undefined } : column;
            return (
              <th key={title} scope="col" className={cn(dense ? "px-3" : "px-4", "py-3 font-semibold whitespace-nowrap", columnClassName)}>
                {title}
              </th>
            );
          })}
        >
          {children}
        </Table>
      </div>
    </Card>
  );
}

/** The first column names the line; the others, figures, are aligned on the right. */
export function LinesTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table
      caption={caption}
      headClassName="text-muted"
      head={columns.map((title, index) => (
        <th key={title} scope="col" className={cn("py-1 font-medium", index > 0 && "text-right")}>
          {title}
        </th>
      ))}
    >
      {children}
    </Table>
  );
}

type PhoneCardsProps<R> = {
  rows: readonly R[];
  /** The card's own layout (its gap, its padding). */
  cardClassName: string;
  /** What a row's card holds. */
  children: (row: R) => ReactNode;
};

/** A phone reads one card per row; from tablet width the ListTable beside it (`hidden md:block`) stands for them. */
export function PhoneCards<R extends { id: string }>({ rows, cardClassName, children }: PhoneCardsProps<R>) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id}>
          <Card className={cardClassName}>{children(row)}</Card>
        </li>
      ))}
    </ul>
  );
}
