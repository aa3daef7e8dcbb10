import { HOME_DELIVERY_FEE_CENTS } from "./catalogue";
import { formatEuros } from "./money";

// What delivery costs, said wherever a page promises it (decision 040). The association's parcel travels free and its
// buyers pick their bars up there for free; a buyer who wants them at home pays the home delivery fee. A promise of
// 'Livraison offerte' alone was untrue for that buyer.

const homeFee = formatEuros(HOME_DELIVERY_FEE_CENTS);

/** A badge or a line of promises: 'Livraison offerte à l'association, 3,90 € à domicile'. */
export const DELIVERY_PROMISE = `Livraison offerte à l'association, ${homeFee} à domicile`;

/** The same in a sentence, for a paragraph. */
export const DELIVERY_PROMISE_SENTENCE = `Le colis est livré gratuitement à l'association, où le retrait est gratuit ; la livraison à domicile coûte ${homeFee}.`;
