import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Search } from "lucide-react";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Select } from "../components/ui/select";
import { cn } from "../lib/utils";

// The fields above the back-office's lists ('Campagnes', 'Commandes'); their values live in the page's address.

/** What binds a field to one filter of the address (useFilterParams): its value, and what to do with a new one. */
export function bindFilters<N extends string>(filters: Partial<Record<N, string>>, setFilter: (name: N, value: string) => void) {
  return (name: N) => ({ value: filters[name] ?? "", onChange: (value: string) => setFilter(name, value) });
}

function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  className?: string;
};

/** A choice among `options`, or 'Tous'. */
export function FilterSelect({ label, value, onChange, options, className }: FilterSelectProps) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Tous</option>
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </FilterField>
  );
}

export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={label}>
      {(id) => <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />}
    </FilterField>
  );
}

type SearchFilterProps = {
  label: string;
  placeholder: string;
  value: string;
  /** Called when the search is sent, not at each keystroke. */
  onChange: (value: string) => void;
  className?: string;
};

/** The search applies when sent (a list read per keystroke would flicker); every choice applies at once. */
export function SearchFilter({ label, placeholder, value, onChange, className }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text);
  };
  return (
    <form role="search" onSubmit={submit} className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline" aria-label="Rechercher">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
