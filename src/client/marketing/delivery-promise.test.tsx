// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { products } from "../../shared/catalogue";
import { ProductDetails } from "../shop/demo/product-details";
import { ChocolatesPage } from "./chocolates-page";
import { HomeHero } from "./home/home-hero";
import { ProductsSection } from "./home/products-section";
import { HowItWorksPage } from "./how-it-works-page";

// docs/product.md#delivery-promise: wherever a page promises delivery, it says what is free (the parcel to the
// association, the pick-up there) and what home delivery costs. 'Livraison offerte' alone was untrue at checkout.

afterEach(cleanup);

const pages: [string, ReactNode][] = [
  ["home page's hero", <HomeHero />],
  ["home page's products", <ProductsSection />],
  ["/chocolats", <ChocolatesPage />],
  ["/comment-ca-marche", <HowItWorksPage />],
  ["demo product dialog", <ProductDetails product={products[0]} title="Chocolat Noir" onAdd={() => {}} />],
];

describe("the delivery promise", () => {
  it.each(pages)("on the %s says what is offered and what home delivery costs", (_, page) => {
    const { container } = render(<MemoryRouter>{page}</MemoryRouter>);
    const text = (container.textContent ?? "").replace(/\s/g, " ");
    expect(text).not.toMatch(/Livraison offerte(?! à l'association)/i);
    expect(text).toMatch(/(3,90 € à domicile|la livraison à domicile coûte 3,90 €)/);
  });
});
