import type { CampaignDates } from "../../src/shared/campaign-dates-rules";

// A campaign's dates (docs/product.md#campaign-dates) as the rules' and the forms' tests give them: orders until
// Thursday 10 December 2026, the distribution a week later from 16:30 to 19:00; and a campaign without any.

export const campaignDates = {
  order_deadline: "2026-12-10",
  distribution_date: "2026-12-17",
  distribution_start_time: "16:30",
  distribution_end_time: "19:00",
  distribution_place: "Salle des fêtes de Séné",
} satisfies CampaignDates;

export const noCampaignDates: CampaignDates = {
  order_deadline: null,
  distribution_date: null,
  distribution_start_time: null,
  distribution_end_time: null,
  distribution_place: null,
};
