import { knownCarriers } from "../../../shared/carriers";
import { Field, fieldMessageId } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

/** The carrier: one of those whose tracking page the buyer's mail links to, or any other typed in. */
export function CarrierInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label="Transporteur" hint="La Poste Colissimo, Chronopost et Mondial Relay ont un lien de suivi dans l'e-mail.">
      <Input
        id={id}
        aria-describedby={fieldMessageId(id)}
        list={`${id}-list`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={60}
      />
      <datalist id={`${id}-list`}>
        {knownCarriers.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
    </Field>
  );
}
