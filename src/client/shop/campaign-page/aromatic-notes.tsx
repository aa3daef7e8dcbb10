import { cn } from "../../lib/utils";

/** A bar's aromatic notes as pills: the campaign page's product dialog and the demo shop show the same. */
export function AromaticNotes({ notes, className }: { notes: string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {notes.map((note) => (
        <li key={note} className="rounded-full bg-white px-3 py-1 text-sm text-chocolate ring-1 ring-line">
          {note}
        </li>
      ))}
    </ul>
  );
}
