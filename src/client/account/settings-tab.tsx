import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { defaultNotificationSettings, type NotificationSettings } from "../../shared/account";
import { useSignOut } from "../auth/api";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { LoadFailed } from "../components/load-failed";
import { Checkbox } from "../components/ui/checkbox";
import { Spinner } from "../components/ui/spinner";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useSaveSettings, useSettings } from "./settings-api";

const options: { key: keyof NotificationSettings; label: string; hint: string }[] = [
  { key: "email_notifications", label: "Notifications par email", hint: "Les informations importantes sur votre compte." },
  { key: "sales_notifications", label: "Notifications de nouvelles ventes", hint: "Un e-mail à chaque commande payée." },
  { key: "weekly_newsletter", label: "Newsletter hebdomadaire", hint: "Conseils et nouveautés, une fois par semaine." },
];

export function SettingsTab() {
  const settings = useSettings();
  const save = useSaveSettings();
  const signOut = useSignOut();
  // What the user sees follows the click at once; a failed save puts the previous value back.
  const [local, setLocal] = useState<NotificationSettings | null>(null);
  const current = local ?? settings.data ?? defaultNotificationSettings;

  // Each checkbox saves on change: no separate save button to forget.
  function toggle(key: keyof NotificationSettings, checked: boolean) {
    const previous = current;
    const next = { ...current, [key]: checked };
    setLocal(next);
    save.mutate(next, {
      onSuccess: () => toast.success("Paramètres enregistrés"),
      onError: () => setLocal(previous),
    });
  }

  // The hook goes to /auth/login; a failure is toasted 'Erreur lors de la déconnexion' by the query client.
  const onSignOut = () => signOut.mutate();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Notifications</CardTitle>
          <CardDescription>Choisissez les e-mails que vous souhaitez recevoir.</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <div role="status" className="flex items-center gap-2 text-muted">
              <Spinner /> Chargement...
            </div>
          ) : settings.isError ? (
            // Not the default switches: they would claim choices the server may not hold.
            <LoadFailed
              className="flex flex-col items-start gap-4 border-none p-0 shadow-none"
              message="Impossible de charger vos paramètres. Vérifiez votre connexion, puis réessayez."
              onRetry={() => settings.refetch()}
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {options.map((option) => (
                <li key={option.key} className="flex items-start gap-3">
                  <Checkbox
                    id={option.key}
                    name={option.key}
                    className="mt-0.5"
                    checked={current[option.key]}
                    onChange={(event) => toggle(option.key, event.target.checked)}
                    aria-describedby={`${option.key}-hint`}
                  />
                  <div>
                    <label htmlFor={option.key} className="text-sm font-medium text-chocolate">
                      {option.label}
                    </label>
                    <p id={`${option.key}-hint`} className="text-sm text-muted">
                      {option.hint}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Sécurité</CardTitle>
          <CardDescription>Votre mot de passe et votre session.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <ChangePasswordDialog />
          <Button variant="outline" onClick={onSignOut} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" />
            Se déconnecter
          </Button>
        </CardContent>
      </Card>

      <Card className="border-danger/40">
        <CardHeader>
          <CardTitle as="h2" className="text-danger">
            Zone de danger
          </CardTitle>
          <CardDescription>
            La suppression de votre compte est définitive. Les ventes de votre association sont conservées pour la comptabilité.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
