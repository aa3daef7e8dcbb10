// The carriers the workshop ships with, as the back-office offers them and the shipping mail recognises them
// (docs/product.md#fulfilment): each has its tracking page. Another carrier may be typed; its buyer gets the number.
export const knownCarriers = ["La Poste Colissimo", "Chronopost", "Mondial Relay"] as const;
export type KnownCarrier = (typeof knownCarriers)[number];
