// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { findProduct } from "../../../shared/catalogue";
import { ProductCard } from "../../shop/campaign-page/product-card";
import { resetAfterEach } from "../../../../tests/support/client-render";
import { AppToaster } from "./app-toaster";

// Keyboard and screen-reader visitors: the notifications say the newest message alone, and each 'Ajouter au panier'
// names its product.

resetAfterEach();

describe("the notifications", () => {
  it("announce the newest message alone, and sonner's list is no longer read again", async () => {
    render(<AppToaster />);
    act(() => {
      toast.success("Produit ajouté", { description: "1 × Chocolat Noir" });
    });
    const status = await screen.findByText("Produit ajouté. 1 × Chocolat Noir");
    expect(status.getAttribute("aria-live")).toBe("polite");
    act(() => {
      toast.success("Produit ajouté", { description: "2 × Chocolat Blanc" });
    });
    await screen.findByText("Produit ajouté. 2 × Chocolat Blanc");
    expect(status.textContent).toBe("Produit ajouté. 2 × Chocolat Blanc");
    expect(document.querySelector("section[data-react-aria-top-layer]")?.getAttribute("aria-live")).toBe("off");
  });
});

describe("'Ajouter au panier'", () => {
  it("names its product for assistive technology, its visible words unchanged", () => {
    const noir = findProduct("noir")!;
    render(<ProductCard product={noir} priceCents={800} onOpen={() => {}} onAdd={() => {}} />);
    const add = screen.getByRole("button", { name: "Ajouter au panier : Chocolat Noir" });
    expect(add.textContent).toBe("Ajouter au panier");
  });
});
