import { clampQuantity, MAX_DONATION_EUR, MIN_DONATION_EUR } from "../../../shared/checkout-rules";
import { cartSellerStorageKey, parseCartSeller, type CartSeller } from "./cart-seller";

// The cart of one campaign (docs/product.md#cart), kept in localStorage under
// `cart:{campaignId}` so that it survives a reload and two shops never mix their bars. The rules are plain
// functions over a list of lines; the store only adds persistence and change notifications.

export type CartLine = {
  id: string;
  name: string;
  /** Unit price in cents (money is integer cents in code); the server prices the order again anyway. */
  price: number;
  quantity: number;
  image: string;
};

export type CartProduct = Omit<CartLine, "quantity">;

/** Adds a product: an existing line grows by `quantity`, otherwise a new line starts at `quantity`. */
export function addToCart(lines: CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) return [...lines, { ...product, quantity: clampQuantity(quantity) }];
  return lines.map((line) => (line.id === product.id ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
}

export function incrementLine(lines: CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
}

/** docs/product.md#cart: the stepper never goes below 1; removing a line is a separate action. */
export function decrementLine(lines: CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(line.quantity - 1) } : line));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotalCents(line: CartLine): number {
  return line.price * line.quantity;
}

export function cartSubtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function cartStorageKey(campaignId: string): string {
  return `cart:${campaignId}`;
}

/** The donation added to the cart (docs/product.md#donation), kept beside its lines. */
export function cartDonationStorageKey(campaignId: string): string {
  return `cart:${campaignId}:donation`;
}

/** A kept donation, in cents: whatever the storage holds that is not a whole amount within the bounds counts none. */
export function parseCartDonation(raw: string | null): number {
  const cents = Number(raw);
  return Number.isInteger(cents) && cents >= MIN_DONATION_EUR * 100 && cents <= MAX_DONATION_EUR * 100 ? cents : 0;
}

function isLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.name === "string" &&
    typeof v.image === "string" &&
    Number.isInteger(v.price) &&
    (v.price as number) >= 0 &&
    typeof v.quantity === "number" &&
    Number.isFinite(v.quantity)
  );
}

/** Whatever localStorage holds (edited by hand, an older format, garbage) becomes a valid cart. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    const seen = new Set<string>();
    return data.filter(isLine).flatMap((line) => {
      if (seen.has(line.id)) return [];
      seen.add(line.id);
      const { id, name, price, image } = line;
      return [{ id, name, price, image, quantity: clampQuantity(line.quantity) }];
    });
  } catch {
    return [];
  }
}

type Listener = () => void;

export type CartStore = {
  getSnapshot: () => CartLine[];
  /** The seller the order is for (cart-seller.ts), or null. */
  getSeller: () => CartSeller | null;
  /** The donation paid with the bars, in cents; 0 for none. */
  getDonation: () => number;
  subscribe: (listener: Listener) => () => void;
  add: (product: CartProduct, quantity?: number) => void;
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  /** Empties the lines and the donation; the seller stays (cart-seller.ts). */
  clear: () => void;
  setSeller: (seller: CartSeller | null) => void;
  setDonation: (cents: number) => void;
};

/**
 * A store for one campaign's cart. `storage` is injectable for tests; null (private mode, storage full or
 * disabled) keeps the cart in memory only.
 */
export function createCartStore(campaignId: string, storage: Storage | null): CartStore {
  const key = cartStorageKey(campaignId);
  const sellerKey = cartSellerStorageKey(campaignId);
  const donationKey = cartDonationStorageKey(campaignId);
  const readItem = (name: string) => {
    try {
      return storage?.getItem(name) ?? null;
    } catch {
      return null;
    }
  };
  let lines = parseCart(readItem(key));
  let seller = parseCartSeller(readItem(sellerKey));
  let donation = parseCartDonation(readItem(donationKey));
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  const update = (next: CartLine[]) => {
    lines = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Quota or privacy settings: the cart still works for this visit.
    }
    notify();
  };

  const updateSeller = (next: CartSeller | null) => {
    seller = next;
    try {
      if (next) storage?.setItem(sellerKey, JSON.stringify(next));
      else storage?.removeItem(sellerKey);
    } catch {
      // As for the lines: kept for this visit.
    }
    notify();
  };

  const updateDonation = (cents: number) => {
    donation = parseCartDonation(String(cents));
    try {
      if (donation > 0) storage?.setItem(donationKey, String(donation));
      else storage?.removeItem(donationKey);
    } catch {
      // As for the lines: kept for this visit.
    }
    notify();
  };

  // Another tab of the same shop changed the cart, its seller or its donation: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) lines = parseCart(event.newValue);
    else if (event.key === sellerKey) seller = parseCartSeller(event.newValue);
    else if (event.key === donationKey) donation = parseCartDonation(event.newValue);
    else return;
    notify();
  };

  return {
    getSnapshot: () => lines,
    getSeller: () => seller,
    getDonation: () => donation,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    add: (product, quantity = 1) => update(addToCart(lines, product, quantity)),
    increment: (id) => update(incrementLine(lines, id)),
    decrement: (id) => update(decrementLine(lines, id)),
    remove: (id) => update(removeLine(lines, id)),
    clear: () => {
      update([]);
      updateDonation(0);
    },
    setSeller: (next) => updateSeller(next),
    setDonation: (cents) => updateDonation(cents),
  };
}
