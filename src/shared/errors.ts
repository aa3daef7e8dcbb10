import { quotaRefusals } from "./quota-messages";

// One error type for the whole product: a code, an HTTP status and the French message the user reads.
export const errorCatalogue = {
  VALIDATION: { status: 400, message: "Données invalides" },
  UNAUTHENTICATED: { status: 401, message: "Vous devez être connecté" },
  FORBIDDEN: { status: 403, message: "Accès refusé" },
  NOT_FOUND: { status: 404, message: "Ressource introuvable" },
  CONFLICT: { status: 409, message: "Conflit avec une donnée existante" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Le fichier ou la requête est trop volumineux" },
  REQUEST_TIMEOUT: { status: 408, message: "L'envoi a pris trop de temps. Vérifiez votre connexion et réessayez." },
  RATE_LIMITED: { status: 429, message: "Trop de tentatives. Veuillez réessayer dans quelques minutes." },
  INTERNAL: { status: 500, message: "Une erreur est survenue" },
  DATABASE_UNAVAILABLE: { status: 503, message: "Le service est momentanément indisponible. Veuillez réessayer." },
  // A process that is stopping (a new version, a restart) says so to the proxy, which sends requests to another.
  SHUTTING_DOWN: { status: 503, message: "Ce serveur redémarre. Veuillez réessayer dans un instant." },
  // Authentication (docs/product.md#accounts)
  USER_ALREADY_EXISTS: { status: 422, message: "Un compte existe déjà avec cet email" },
  INVALID_CREDENTIALS: { status: 401, message: "Email ou mot de passe incorrect" },
  EMAIL_NOT_VERIFIED: { status: 403, message: "Veuillez vérifier votre email avant de vous connecter" },
  INVALID_TOKEN: { status: 400, message: "Ce lien est invalide ou a expiré" },
  TOKEN_ALREADY_USED: { status: 400, message: "Ce lien a déjà été utilisé" },
  INVALID_CURRENT_PASSWORD: { status: 400, message: "Le mot de passe actuel est incorrect" },
  ORIGIN_REJECTED: { status: 403, message: "Origine de la requête non autorisée" },
  NO_ASSOCIATION: { status: 404, message: "Association non trouvée" },
  // Campaigns (docs/product.md#campaigns)
  SLUG_TAKEN: { status: 409, message: "Ce slug est déjà utilisé" },
  CAMPAIGN_NAME_TAKEN: { status: 409, message: "Une campagne avec ce nom existe déjà. Veuillez choisir un autre nom." },
  CAMPAIGN_NOT_FOUND: { status: 404, message: "Campagne introuvable ou non publiée" },
  // Decision 037: the association closed its shop ('Dépublier'); it may open it again.
  CAMPAIGN_CLOSED: { status: 410, message: "Cette boutique est fermée pour le moment : les commandes en ligne ne sont plus possibles." },
  // Checkout and payments (docs/product.md#cart-and-checkout)
  UNKNOWN_PRODUCT: { status: 400, message: "Produit inconnu" },
  CAMPAIGN_NOT_OPEN: { status: 400, message: "Cette campagne n'est pas ouverte aux commandes" },
  // docs/product.md#campaign-dates: the order deadline's day is over (Paris time).
  ORDERS_CLOSED: { status: 409, message: "Les commandes sont closes pour cette campagne." },
  // docs/product.md#capacity-and-holds: the week serving the order has not enough bars left; the message names the
  // product and what is left (shared/capacity-rules.ts).
  CAPACITY_FULL: { status: 409, message: "Il ne reste plus assez de tablettes pour cette livraison." },
  // An administrator's 'Capacité' can't go below what orders already took of the week.
  CAPACITY_BELOW_USED: { status: 409, message: "Cette semaine a déjà plus de tablettes commandées que la capacité indiquée." },
  PAYMENT_UNAVAILABLE: { status: 502, message: "Le service de paiement est momentanément indisponible. Veuillez réessayer." },
  INVALID_SIGNATURE: { status: 400, message: "Signature invalide" },
  ORDER_NOT_FOUND: { status: 404, message: "Commande introuvable" },
  // Decision 045: one checkout attempt, one order. Its key sent again with another cart or other details is refused
  // (the drawer makes a new key whenever they change); an attempt whose order ended unpaid can't be paid again.
  CHECKOUT_KEY_REUSED: {
    status: 409,
    message: "Votre panier a changé depuis votre premier essai. Appuyez de nouveau sur « Payer » pour payer le panier affiché.",
  },
  CHECKOUT_ATTEMPT_ENDED: {
    status: 409,
    message: "Ce paiement n'a pas abouti et ne peut plus être repris. Appuyez de nouveau sur « Payer » pour recommencer.",
  },
  SLOT_TAKEN: { status: 409, message: "Ce créneau vient d'être réservé. Choisissez-en un autre." },
  SLOT_UNAVAILABLE: { status: 400, message: "Ce créneau n'est pas disponible" },
  SLUG_RESERVED: { status: 400, message: "Ce slug est réservé, choisissez-en un autre" },
  // Uploads (docs/product.md#uploads): the bytes decide, never the file name or declared type.
  FILE_MISSING: { status: 400, message: "Aucun fichier reçu : choisissez une image" },
  FILE_TOO_LARGE: {
    status: 413,
    message: "Le fichier dépasse 15 Mo : choisissez une photo plus petite, ou réduisez-la avant de l'envoyer.",
  },
  INVALID_IMAGE: { status: 400, message: "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF)" },
  IMAGE_TOO_LARGE: { status: 400, message: "L'image est trop grande (25 mégapixels au maximum)" },
  IMAGES_BUSY: { status: 503, message: "Trop d'images sont en cours de traitement. Veuillez réessayer dans un instant." },
  // Documents (decision 027): PDFs and QR codes are made off the main thread, a few at a time, with a bounded line.
  DOCUMENTS_BUSY: { status: 503, message: "Trop de documents sont en cours de préparation. Veuillez réessayer dans un instant." },
  // Publication control: the first publication and any takedown are the platform's; caps against slot hoarding.
  CAMPAIGN_TAKEN_DOWN: { status: 403, message: "Cette page a été dépubliée par notre équipe : contactez-nous pour la republier." },
  CAMPAIGN_NOT_PUBLISHED: { status: 409, message: "Cette campagne n'est pas publiée" },
  CAMPAIGN_DRAFT_LIMIT: {
    status: 409,
    message: "Votre association a déjà 5 campagnes en préparation : faites-en valider une avant d'en créer une autre.",
  },
  BOOKING_LIMIT: { status: 409, message: "Vous avez déjà 2 rendez-vous à venir : déplacez l'un d'eux plutôt que d'en réserver un autre." },
  // Team (docs/product.md#memberships): invitations, roles, members leaving. An invitation's address is never
  // said back to an account it wasn't sent to.
  ALREADY_MEMBER: { status: 409, message: "Cette personne fait déjà partie de l'association." },
  ALREADY_IN_ASSOCIATION: { status: 409, message: "Vous faites déjà partie de cette association." },
  MEMBER_NOT_FOUND: { status: 404, message: "Cette personne ne fait pas partie de l'association." },
  LAST_MANAGER: { status: 409, message: "Il doit rester au moins un responsable : nommez-en un autre d'abord." },
  LAST_MANAGER_ACCOUNT: {
    status: 409,
    message:
      "Vous êtes le seul responsable d'une association qui compte d'autres membres : nommez un autre responsable dans l'onglet Équipe avant de supprimer votre compte.",
  },
  INVITATION_NOT_FOUND: { status: 404, message: "Cette invitation n'existe pas." },
  INVITATION_EXPIRED: { status: 410, message: "Cette invitation a expiré : demandez-en une nouvelle à l'association." },
  INVITATION_USED: { status: 410, message: "Cette invitation a déjà été utilisée." },
  INVITATION_REVOKED: { status: 410, message: "Cette invitation a été annulée par l'association." },
  INVITATION_OTHER_EMAIL: { status: 403, message: "Cette invitation a été envoyée à une autre adresse e-mail." },
  // Refunds (docs/product.md#refunds): never more than what is left, never twice for one idempotency key.
  // Fulfilment (docs/product.md#fulfilment): each step from the one before it, for paid orders of the right mode.
  ORDER_NOT_SHIPPABLE: {
    status: 409,
    message: "Cette commande ne peut pas être expédiée : elle n'est pas payée, ou elle est à retirer auprès de l'association.",
  },
  ORDER_NOT_HANDED_OVER: {
    status: 409,
    message: "Cette commande ne peut pas être remise : elle n'est pas encore arrivée à l'association.",
  },
  // Distribution day (docs/product.md#handing-over): a scanned or typed reference of another campaign's list.
  ORDER_NOT_IN_CAMPAIGN: { status: 404, message: "Commande introuvable pour cette campagne" },
  ORDER_NOT_REFUNDABLE: { status: 409, message: "Cette commande n'est pas payée : il n'y a rien à rembourser." },
  ORDER_ALREADY_REFUNDED: { status: 409, message: "Cette commande est déjà entièrement remboursée." },
  REFUND_TOO_LARGE: { status: 409, message: "Le remboursement dépasse ce qui reste à rembourser sur cette commande." },
  REFUND_LINE_UNKNOWN: { status: 400, message: "Ce produit ne fait pas partie de la commande." },
  REFUND_KEY_REUSED: { status: 409, message: "Ce remboursement a déjà été demandé pour une autre commande." },
  REFUND_REFUSED: { status: 409, message: "Le prestataire de paiement a refusé ce remboursement." },
  REFUND_UNAVAILABLE: {
    status: 502,
    message: "Le remboursement n'a pas pu être confirmé par le prestataire de paiement. Réessayez : il ne sera pas fait deux fois.",
  },
  // Money (docs/product.md#money)
  BANK_DETAILS_MISSING: {
    status: 409,
    message: "Cette association n'a pas encore indiqué ses coordonnées bancaires : impossible de lui faire un virement.",
  },
  // docs/product.md#bank-details: the password asked again before the details change, and the payouts held until
  // an admin has confirmed new details.
  WRONG_PASSWORD: { status: 403, message: "Mot de passe incorrect : saisissez celui avec lequel vous vous connectez." },
  BANK_DETAILS_HELD: {
    status: 409,
    message: "Les coordonnées bancaires de cette association viennent de changer : confirmez-les avant de lui faire un virement.",
  },
  BANK_DETAILS_CHANGED: {
    status: 409,
    message: "Ces coordonnées bancaires ont changé depuis l'affichage de la page : vérifiez les nouvelles avant de les confirmer.",
  },
  BANK_HOLDER_NOT_SEPA: {
    status: 409,
    message:
      "Le titulaire du compte de cette association n'est pas écrit en lettres latines : un virement SEPA ne peut pas le porter. Demandez-lui de corriger ses coordonnées bancaires.",
  },
  NOTHING_TO_PAY: { status: 409, message: "Rien n'est versable pour cette campagne aujourd'hui." },
  PAYOUT_NOT_FOUND: { status: 404, message: "Versement introuvable" },
  PAYOUT_ALREADY_SETTLED: { status: 409, message: "Ce versement est déjà marqué versé ou annulé." },
  // Messages to buyers (docs/product.md#messages-to-buyers): paced per campaign, so that buyers aren't flooded.
  BUYER_MESSAGES_DAILY_LIMIT: {
    status: 429,
    message: "Vous avez déjà envoyé 3 messages aujourd'hui pour cette campagne. Réessayez demain.",
  },
  BUYER_MESSAGE_READY_ALREADY_SENT: {
    status: 429,
    message: "Le message « Votre commande est prête » a déjà été envoyé aujourd'hui pour cette campagne. Réessayez demain.",
  },
  NO_BUYERS_TO_NOTIFY: { status: 409, message: "Aucun acheteur à prévenir pour le moment." },
  // The recipients are capped per sending and per campaign and day, so that the outbox is never flooded; the service
  // says how many (buyer-messages/service.ts).
  BUYER_MESSAGE_TOO_MANY_RECIPIENTS: {
    status: 422,
    message: "Ce message irait à plus d'acheteurs qu'un envoi ne peut en atteindre. Écrivez-nous pour prévenir tous vos acheteurs.",
  },
  BUYER_MESSAGES_DAILY_RECIPIENTS: {
    status: 429,
    message: "Cette campagne a déjà écrit à autant d'acheteurs qu'elle le peut aujourd'hui. Réessayez demain.",
  },
  // Paper orders (docs/product.md#paper-orders): recorded for an online campaign, corrected or cancelled until handed over.
  PAPER_ORDER_CAMPAIGN_OFFLINE: {
    status: 409,
    message: "Cette campagne n'est pas en ligne : une commande papier ne peut être enregistrée que pour une campagne publiée.",
  },
  PAPER_ORDER_KEY_REUSED: { status: 409, message: "Ce formulaire a déjà servi pour une autre campagne : rechargez la page." },
  PAPER_ORDER_ONLY: { status: 409, message: "Seules les commandes papier (espèces ou chèque) peuvent être corrigées ou annulées ici." },
  PAPER_ORDER_LOCKED: {
    status: 409,
    message: "Cette commande ne peut plus être corrigée : elle a été annulée ou déjà remise à l'acheteur.",
  },
  PAPER_ORDER_BARS_LOCKED: {
    status: 409,
    message:
      "Le colis de cette campagne est déjà arrivé à l'association : les tablettes de cette commande ne peuvent plus changer. Annulez-la et enregistrez-en une nouvelle.",
  },
  PAPER_ORDER_PAID_OUT: {
    status: 409,
    message:
      "Cette commande compte déjà dans un versement à l'association : elle ne peut plus être corrigée. Si elle est fausse, un responsable peut l'annuler : le prochain versement en tiendra compte.",
  },
  PAPER_ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: "Cette commande ne peut pas être annulée : elle a déjà été remise à l'acheteur.",
  },
  // Paper orders above the campaign's ceiling (docs/product.md#paper-orders): recorded, then confirmed by a manager.
  PAPER_ORDER_NOT_AWAITING: {
    status: 409,
    message: "Cette commande n'attend pas de confirmation : elle a été annulée.",
  },
  PAPER_ORDER_CORRECTION_NEEDS_CONFIRMATION: {
    status: 409,
    message:
      "Cette correction ferait dépasser le plafond des commandes papier de la campagne : annulez la commande et enregistrez-en une nouvelle, qu'un responsable confirmera, ou demandez à un responsable de la corriger.",
  },
  PAPER_ORDER_PAID_OUT_MANAGERS: {
    status: 403,
    message: "Cette commande compte déjà dans un versement à l'association : seul un responsable peut l'annuler.",
  },
  // Quotas on what members write (docs/security.md): each says when the member may go on.
  PAPER_ORDERS_QUOTA: { status: 429, message: quotaRefusals.PAPER_ORDERS_QUOTA("dans une heure au plus") },
  PAPER_ORDERS_CAMPAIGN_QUOTA: { status: 429, message: quotaRefusals.PAPER_ORDERS_CAMPAIGN_QUOTA("dans une heure au plus") },
  SELLERS_QUOTA: { status: 429, message: quotaRefusals.SELLERS_QUOTA("demain") },
  BUYER_MESSAGES_QUOTA: { status: 429, message: quotaRefusals.BUYER_MESSAGES_QUOTA("demain") },
  INVITATIONS_QUOTA: { status: 429, message: quotaRefusals.INVITATIONS_QUOTA("demain") },
  INVITATIONS_ASSOCIATION_QUOTA: { status: 429, message: quotaRefusals.INVITATIONS_ASSOCIATION_QUOTA("demain") },
  // docs/product.md#buyer-email-correction
  BUYER_EMAIL_PAPER_ORDER: {
    status: 409,
    message: "L'adresse d'une commande papier se corrige dans « Commandes papier » : l'acheteur reçoit alors un email pour la confirmer.",
  },
  BUYER_EMAIL_ORDER_NOT_PAID: {
    status: 409,
    message: "Cette commande n'est pas payée : il n'y a pas de confirmation à renvoyer.",
  },
  BUYER_EMAIL_CORRECTIONS_QUOTA: { status: 429, message: quotaRefusals.BUYER_EMAIL_CORRECTIONS_QUOTA("demain") },
  SELLER_NOT_FOUND: { status: 404, message: "Ce vendeur ne participe pas à cette campagne." },
  TOO_MANY_SELLERS: { status: 409, message: "Cette campagne a atteint le nombre maximum de vendeurs (1 000)." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export type ApiErrorBody = { code: ErrorCode | string; message: string; field?: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;

  constructor(code: ErrorCode, message?: string, options: { field?: string; cause?: unknown } = {}) {
    super(message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.field = options.field;
  }

  toBody(): ApiErrorBody {
    return this.field ? { code: this.code, message: this.message, field: this.field } : { code: this.code, message: this.message };
  }
}
