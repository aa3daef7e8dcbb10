import { describe, expect, it } from "vitest";
import { publicationState } from "./publication-state";

const campaign = { status: "draft" as const, is_published: false, validated_at: null, taken_down_at: null };

describe("publication state of the one-pager", () => {
  it("follows the team's validation and takedown", () => {
    expect(publicationState(null)).toBe("unsaved");
    expect(publicationState(campaign)).toBe("draft");
    expect(publicationState({ ...campaign, status: "waiting_rdv" })).toBe("waiting_validation");
    const validated = { ...campaign, status: "published" as const, validated_at: "2026-01-05T10:00:00.000Z" };
    expect(publicationState({ ...validated, is_published: true })).toBe("published");
    expect(publicationState(validated)).toBe("unpublished");
    expect(publicationState({ ...validated, taken_down_at: "2026-02-01T10:00:00.000Z" })).toBe("taken_down");
  });
});
