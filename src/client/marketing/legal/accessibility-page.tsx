import { operatorDetails } from "../../lib/operator-details";
import { ContentPage } from "../content-page";
import { ACCESSIBILITY_STATUS } from "../../components/layout/accessibility-status";
import { LEGAL_PAGES_UPDATED, MailLink, SubSection, WebLink } from "./legal-text";

// 'Déclaration d'accessibilité' (/accessibilite), in the RGAA 4.1.2 model's order. No audit has been made: the RGAA
// then allows one state only, « non conforme », whatever the automatic checks find. What those checks cover is said
// as it is (tests/e2e/axe.ts and the journeys that call it); the known non-conformities come from a reading of the
// code, not from an audit.

export function AccessibilityPage() {
  const operator = operatorDetails();
  const mail = <MailLink email={operator.email} />;
  return (
    <ContentPage
      title="Déclaration d'accessibilité"
      lead="Où en est l'accessibilité de Boutique Solidaire, et comment nous signaler un obstacle."
      updated={LEGAL_PAGES_UPDATED}
      sections={[
        {
          heading: "Engagement",
          body: (
            <p>
              {operator.companyName} s'engage à rendre son site internet accessible conformément à l'article 47 de la loi n° 2005-102 du 11
              février 2005. Cette déclaration d'accessibilité s'applique au site Boutique Solidaire : ses pages d'information, les boutiques
              des associations, le panier et la commande, et l'espace des associations.
            </p>
          ),
        },
        {
          heading: "État de conformité",
          body: (
            <>
              <p className="font-medium text-ink">
                Le site Boutique Solidaire est {ACCESSIBILITY_STATUS} avec le référentiel général d'amélioration de l'accessibilité (RGAA),
                version 4.1.2.
              </p>
              <p>
                Aucun audit de conformité n'a encore été réalisé. Tant qu'aucun audit ne mesure le respect des critères du RGAA, le
                référentiel ne permet pas d'autre état que celui-ci, quels que soient les efforts faits : ce qui suit dit ce que nous
                vérifions déjà et ce que nous savons ne pas être conforme.
              </p>
            </>
          ),
        },
        {
          heading: "Ce que nous vérifions",
          body: (
            <>
              <p>À chaque modification du site, des tests automatiques vérifient :</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>
                  les règles WCAG 2.1 de niveaux A et AA que l'outil axe-core sait contrôler, sur les pages d'information (à 390 et 1 280
                  pixels de large), une boutique et sa fiche produit, le panier, le paiement et sa confirmation, l'inscription et la
                  connexion, l'espace des associations et l'administration : un test échoue à la moindre erreur grave ou critique ;
                </li>
                <li>
                  l'usage au clavier du menu, des fenêtres de dialogue (panier, fiche produit, démonstration) et des carrousels (flèches
                  gauche et droite) ;
                </li>
                <li>le contraste du texte posé sur les couleurs choisies par chaque association, calculé pour atteindre au moins 4,5:1.</li>
              </ul>
              <p>
                Ces tests ne remplacent pas un audit : une grande partie des critères du RGAA demande un examen humain, et le site n'a pas
                encore été essayé avec un lecteur d'écran.
              </p>
            </>
          ),
        },
        {
          heading: "Contenus non accessibles",
          body: (
            <>
              <SubSection title="Non-conformités connues">
                <ul className="list-disc space-y-1 pl-5">
                  <li>
                    Les documents PDF (reçu de paiement, avoir, relevé de campagne, liste de distribution, bons de préparation, affiche et
                    flyers) ne sont pas structurés pour les technologies d'assistance (critère 13.3). Leur contenu est aussi disponible
                    autrement : la commande dans l'e-mail de confirmation, le relevé et la liste de distribution à l'écran et en CSV.
                  </li>
                  <li>La page d'erreur 404 est rédigée en anglais sans que ce changement de langue soit indiqué (critère 8.7).</li>
                </ul>
              </SubSection>
              <SubSection title="Contenus non soumis à l'obligation d'accessibilité">
                <ul className="list-disc space-y-1 pl-5">
                  <li>Les textes, logos et photos que les associations publient sur leurs boutiques.</li>
                  <li>La page de paiement de notre prestataire Stripe, que nous ne développons ni ne contrôlons.</li>
                </ul>
              </SubSection>
            </>
          ),
        },
        {
          heading: "Établissement de cette déclaration",
          body: (
            <>
              <p>Cette déclaration a été établie en novembre 2026.</p>
              <SubSection title="Technologies utilisées">
                <p>HTML5, CSS, JavaScript, WAI-ARIA, SVG.</p>
              </SubSection>
              <SubSection title="Environnement de test">
                <p>
                  Navigateur Chromium piloté par Playwright, sous Linux, à 390 et 1 280 pixels de large ; outil axe-core. Aucune technologie
                  d'assistance (lecteur d'écran, loupe) n'a encore été utilisée pour ces vérifications.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          heading: "Retour d'information et contact",
          body: (
            <p>
              Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous à {mail} : nous vous orienterons vers une
              alternative accessible ou vous fournirons le contenu sous une autre forme (un reçu ou un relevé en texte, par exemple).
            </p>
          ),
        },
        {
          heading: "Voies de recours",
          body: (
            <>
              <p>
                Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service du site, et que
                vous n'avez pas obtenu de réponse satisfaisante, vous pouvez :
              </p>
              <ul className="list-disc space-y-1 pl-5">
                <li>
                  écrire un message au Défenseur des droits (
                  <WebLink href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</WebLink>) ;
                </li>
                <li>
                  contacter le délégué du Défenseur des droits dans votre région (
                  <WebLink href="https://www.defenseurdesdroits.fr/saisir/delegues">liste des délégués</WebLink>) ;
                </li>
                <li>
                  envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342
                  Paris CEDEX 07.
                </li>
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
