type StackedTableHeadProps = {
  headers: readonly string[];
  /** Each column header's classes, by its place. */
  headerClassName: (index: number) => string;
};

/**
 * The header row of a table whose rows stack into cards on a phone, each cell then naming its column (data-label):
 * there, the row is left to screen readers.
 */
export function StackedTableHead({ headers, headerClassName }: StackedTableHeadProps) {
  return (
    <thead role="rowgroup" className="max-sm:sr-only">
      <tr role="row" className="border-b border-line text-xs tracking-wide text-muted uppercase">
        {headers.map((header, index) => (
          <th key={header} role="columnheader" scope="col" className={headerClassName(index)}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
