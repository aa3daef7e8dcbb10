import { Button } from "../components/ui/button";

/** The submit row of Profil's cards: full width on a phone, 'Enregistrement...' while the server answers. */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className="sm:col-span-2">
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Enregistrement..." : label}
      </Button>
    </div>
  );
}
