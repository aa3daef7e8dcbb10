import type { DatabaseSession } from "./database-session";

export type TableShape = { name: string; columns: string[] };

/** A name written into SQL as an identifier. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The shop's tables (schema public: the migrations' own bookkeeping lives in schema drizzle) with the columns a row
 * is written into, parents before the tables that reference them: the order rows load in without any foreign key
 * waiting for its target.
 */
export async function tablesInLoadOrder(session: DatabaseSession): Promise<TableShape[]> {
  const columns = await session.rows<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const references = await session.rows<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const shapes = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) shapes.set(table_name, [...(shapes.get(table_name) ?? []), column_name]);

  const parentsOf = new Map([...shapes.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Kahn's order, alphabetical among the tables ready at each step so that two backups of one schema list alike.
  while (ordered.length < parentsOf.size) {
    const ready = [...parentsOf].filter(([name, parents]) => !placed.has(name) && [...parents].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const left = [...parentsOf.keys()].filter((name) => !placed.has(name));
      throw new Error(`the foreign keys between these tables make a cycle, no load order exists: ${left.join(", ")}`);
    }
    const [next] = ready.map(([name]) => name).sort();
    ordered.push(next);
    placed.add(next);
  }
  return ordered.map((name) => ({ name, columns: shapes.get(name)! }));
}
