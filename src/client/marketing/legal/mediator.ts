// The consumer mediator every seller to consumers must offer, free for the buyer (Code de la consommation L612-1),
// named with its address and website on the site and in the sales terms (L616-1, R616-1).
// To confirm when the membership is signed: these are CM2C's public details, the mediator chosen for the shop;
// until the membership agreement is signed, the sales terms name a mediator the company has not joined yet.

export type Mediator = { name: string; address: string; website: string };

export const MEDIATOR: Mediator = {
  name: "CM2C (Centre de la médiation de la consommation de conciliateurs de justice)",
  address: "49 rue de Ponthieu, 75008 Paris",
  website: "https://www.cm2c.net",
};
