import { ASSOCIATION_SHARE_PERCENT, HOME_DELIVERY_FEE_CENTS, products } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import type { OperatorNotice } from "../../../shared/operator";
import { formatVatRate, productVatRates } from "../../../shared/vat";
import type { ContentSection } from "../content-page";
import { MailLink, PageLink, Quoted, SubSection } from "./legal-text";
import { OperatorDetailList } from "./operator-detail-list";

// The sales terms, first part: who sells, what, at what price, how an order is placed, paid and delivered
// (docs/product.md#cart-and-checkout, #vat, #receipt-documents, #campaign-dates, #fulfilment).

export function orderingSections(operator: OperatorNotice): ContentSection[] {
  return [
    {
      heading: "1. Le vendeur",
      body: (
        <>
          <p>Les tablettes vendues sur les boutiques de Boutique Solidaire sont fabriquées et vendues par :</p>
          <OperatorDetailList operator={operator} />
          <p>
            Dans ces conditions, <Quoted>nous</Quoted> désigne ce vendeur, et <Quoted>vous</Quoted> l'acheteur, qui commande en tant que
            consommateur.
          </p>
        </>
      ),
    },
    {
      heading: "2. Champ d'application",
      body: (
        <>
          <p>
            Ces conditions générales de vente s'appliquent à toute commande de tablettes de chocolat passée par un consommateur sur la
            boutique en ligne (page de campagne) d'une association, d'une école ou d'un club, et aux commandes sur bon papier que
            l'association enregistre pour ses soutiens. Votre commande suit les conditions en vigueur le jour où vous la passez.
          </p>
          <p>
            Le contrat de vente est conclu entre vous et nous. L'association présente sa campagne et reçoit {ASSOCIATION_SHARE_PERCENT}
            {"\u00a0"}% du montant des tablettes vendues sur sa boutique, ainsi que la totalité des dons ; elle ne vend pas elle-même. Elle
            utilise le site selon nos <PageLink to="termsOfUse">conditions générales d'utilisation</PageLink>.
          </p>
          <p>
            Un don (<Quoted>Faire un don</Quoted>) n'est pas un achat : il est reversé en entier à l'association et n'est pas soumis à la
            TVA. Le reçu de paiement que nous envoyons n'est pas un reçu fiscal.
          </p>
        </>
      ),
    },
    {
      heading: "3. Les produits",
      body: (
        <p>
          Trois tablettes de chocolat bio et équitable de 100 g, fabriquées dans notre atelier près de Vannes :{" "}
          {products.map((product) => product.name).join(", ")}. Avant l'achat, la fiche de chaque tablette, sur la boutique de l'association
          comme sur la page <PageLink to="chocolates">Nos chocolats</PageLink>, présente sous <Quoted>Composition et allergènes</Quoted> sa
          dénomination légale, ses ingrédients (les allergènes en gras), les traces qu'elle peut contenir, son poids net, sa conservation,
          son origine, son fabricant et ses valeurs nutritionnelles.
        </p>
      ),
    },
    {
      heading: "4. Prix",
      body: (
        <>
          <p>
            Les prix sont indiqués en euros, toutes taxes comprises (TTC), sur la boutique au moment de la commande. Sauf prix propre à la
            campagne, ce sont :
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {products.map((product) => (
              <li key={product.id}>
                {product.name} : {formatEuros(product.priceCents)} TTC, dont TVA à {formatVatRate(productVatRates[product.id])}
              </li>
            ))}
          </ul>
          <p>
            Une association peut fixer un prix unique pour ses trois tablettes : c'est alors ce prix, affiché sur sa boutique, qui
            s'applique. Le chocolat noir relève du taux réduit de TVA, les chocolats au lait et blanc du taux normal (article 278-0 bis A du
            code général des impôts).
          </p>
          <p>
            Le retrait auprès de l'association est gratuit ; la livraison à domicile coûte {formatEuros(HOME_DELIVERY_FEE_CENTS)} TTC par
            commande. Le total à payer, frais de livraison compris, est affiché avant le paiement. Le prix est payable en totalité à la
            commande.
          </p>
        </>
      ),
    },
    {
      heading: "5. Commander",
      body: (
        <>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Sur la boutique de l'association, choisissez vos tablettes et ajoutez-les au panier.</li>
            <li>
              Dans le panier, vérifiez les tablettes et leurs quantités, choisissez le retrait à l'association ou la livraison à domicile,
              puis indiquez votre nom, votre e-mail et, pour une livraison, votre adresse. Si la campagne a des vendeurs, vous pouvez
              choisir celui pour qui vous commandez.
            </li>
            <li>
              Vérifiez le sous-total, les frais de livraison et le total, corrigez au besoin, puis cliquez sur <Quoted>Payer</Quoted> suivi
              du montant : ce bouton vaut commande avec obligation de paiement. En payant, vous acceptez les présentes conditions.
            </li>
            <li>Payez sur la page sécurisée de notre prestataire de paiement.</li>
            <li>
              La commande est conclue quand le paiement est accepté : la page de confirmation affiche sa référence (BS-…) et vous recevez un
              e-mail de confirmation.
            </li>
          </ol>
          <p>
            Les commandes ferment à la fin du jour limite fixé par l'association (minuit, heure de Paris), que sa boutique annonce par{" "}
            <Quoted>Commandes jusqu'au …</Quoted>. Nous archivons chaque commande pendant dix ans et vous en donnons copie sur demande.
          </p>
        </>
      ),
    },
    {
      heading: "6. Paiement",
      body: (
        <>
          <p>
            En ligne, par carte bancaire, sur la page de paiement de notre prestataire Stripe : vos données de carte y sont saisies et ne
            nous sont jamais transmises. Votre carte est débitée quand le paiement est accepté. Un paiement refusé ou abandonné ne crée pas
            de commande, et votre panier est conservé.
          </p>
          <p>
            Sur bon de commande papier : certaines associations prennent aussi des commandes sur papier, payées en espèces ou par chèque.
            Vous remettez alors votre paiement à l'association, qui le garde et enregistre votre commande ; vos tablettes sont à retirer
            auprès d'elle.
          </p>
        </>
      ),
    },
    {
      heading: "7. Reçu de paiement",
      body: (
        <p>
          Une fois le paiement accepté, l'e-mail de confirmation porte en pièce jointe votre <Quoted>Reçu de paiement</Quoted> (PDF), avec
          un lien pour le télécharger de nouveau : les tablettes, leur prix TTC et leur taux de TVA, les frais de livraison, le don
          éventuel, le total payé et le récapitulatif de la TVA. Chaque remboursement donne lieu à un avoir, envoyé de la même façon. Pour
          une commande papier passée sans e-mail, demandez votre reçu à <MailLink email={operator.email} />.
        </p>
      ),
    },
    {
      heading: "8. Livraison",
      body: (
        <>
          <SubSection title="Retrait à l'association (gratuit)">
            <p>
              Nous livrons vos tablettes à l'association avec toutes les commandes de sa campagne. Vous les retirez auprès d'elle le jour de
              distribution, aux heures et au lieu indiqués sur sa boutique et dans votre e-mail de confirmation ; sinon, l'association vous
              les indique par e-mail. Présentez le code QR de cet e-mail ou donnez la référence de votre commande.
            </p>
          </SubSection>
          <SubSection title={`Livraison à domicile (${formatEuros(HOME_DELIVERY_FEE_CENTS)})`}>
            <p>
              En France métropolitaine uniquement, par un transporteur partenaire (La Poste Colissimo, Chronopost ou Mondial Relay). À
              l'expédition, vous recevez un e-mail <Quoted>Votre commande est en route</Quoted> avec le transporteur et le numéro de suivi.
              Quand il fait chaud, les tablettes voyagent dans un emballage isotherme.
            </p>
          </SubSection>
          <SubSection title="Délai">
            <p>
              Nous livrons pour le jour de distribution annoncé par l'association ; sans date annoncée, sans retard injustifié et au plus
              tard 30 jours après la commande (article L216-1 du code de la consommation). Si nous ne livrons pas à temps, vous pouvez nous
              demander de livrer dans un délai supplémentaire raisonnable puis, s'il n'est pas tenu, résoudre la vente par e-mail ou par
              courrier : nous vous remboursons alors toutes les sommes versées au plus tard 14 jours après (articles L216-6 et L216-7).
            </p>
          </SubSection>
          <SubSection title="Colis abîmé ou incomplet">
            <p>
              Les tablettes voyagent à nos risques jusqu'à ce que vous les receviez (article L216-4). Si un colis arrive abîmé ou incomplet,
              ou n'arrive pas, écrivez-nous au plus vite à <MailLink email={operator.email} /> avec la référence de la commande, et une
              photo si possible : nous remplaçons ou remboursons les tablettes concernées.
            </p>
          </SubSection>
        </>
      ),
    },
  ];
}
