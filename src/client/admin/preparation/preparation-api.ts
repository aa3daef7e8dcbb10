import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { ShipOrders } from "../../../shared/admin";
import type { FulfilmentChangeResponse, Preparation, PreparationParcelsPage } from "../../../shared/admin-responses";
import { api } from "../../lib/api";
import { adminPagesOptions, useAdminPost, useRefreshAdmin } from "../admin-query";

// 'Préparation' (docs/product.md#preparation): what to make, the parcels to prepare, and their shipping or delivery.

export const PACKING_SLIPS_URL = "/api/admin/preparation/packing-slips.pdf";
export const SHIPPING_CSV_URL = "/api/admin/preparation/shipping.csv";

export function usePreparation() {
  return useQuery({
    queryKey: ["admin", "preparation"] as const,
    queryFn: ({ signal }) => api<Preparation>("/api/admin/preparation", { signal }),
    staleTime: 0,
  });
}

/** The parcels of one kind, a page at a time, oldest first. */
export function usePreparationParcels(kind: "home" | "campaign") {
  return useInfiniteQuery(
    adminPagesOptions<PreparationParcelsPage>(
      ["preparation", "parcels", kind],
      "/api/admin/preparation/parcels",
      new URLSearchParams({ kind }),
    ),
  );
}

/** 'Marquer expédiée': one parcel or several, each with its carrier and tracking number. */
export function useShipOrders() {
  return useAdminPost<ShipOrders, FulfilmentChangeResponse>("/api/admin/orders/ship");
}

/** 'Livrée à l'association': a campaign's pick-up parcel has arrived. */
export function useDeliverPickups() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (campaignId: string) =>
      api<FulfilmentChangeResponse>(`/api/admin/campaigns/${encodeURIComponent(campaignId)}/deliver-pickups`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => void refresh(),
  });
}
