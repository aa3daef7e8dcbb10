import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: references are read aloud on the phone and copied by hand.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 'BS-' and 8 random characters (about 40 bits): unguessable enough to look an order up by it. */
export function newOrderReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `BS-${code}`;
}
