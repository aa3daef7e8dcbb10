// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FulfilmentNote } from "./fulfilment-note";

afterEach(cleanup);

describe("FulfilmentNote", () => {
  it("says where a paid order stands and what was refunded, in French", () => {
    const { container } = render(
      <FulfilmentNote sale={{ status: "partially_refunded", fulfilment_status: "shipped", refunded_eur: 4.5 }} />,
    );
    expect(container.textContent?.replace(/\s/g, " ")).toBe("Préparation : ExpédiéeRemboursé : 4,50 €");
  });

  it("says nothing of an order never paid", () => {
    const { container } = render(<FulfilmentNote sale={{ status: "pending", fulfilment_status: "to_prepare", refunded_eur: 0 }} />);
    expect(container.textContent).toBe("");
  });
});
