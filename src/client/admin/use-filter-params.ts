import { useSearchParams } from "react-router";

/**
 * A list's filters kept in the page's address: a reload, the back button and a shared link show the same list.
 * An empty value removes its parameter.
 */
export function useFilterParams<N extends string>(names: readonly N[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    names.flatMap((name) => {
      const value = searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  ) as Partial<Record<N, string>>;
  const setFilter = (name: N, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(name, value.trim());
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [filters, setFilter] as const;
}
