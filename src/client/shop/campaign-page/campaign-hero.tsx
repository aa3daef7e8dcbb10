import type { ReactNode } from "react";
import type { PublicCampaign } from "../../../shared/campaign";
import { srcSetOf } from "../../../shared/image-variants";
import { cn } from "../../lib/utils";
import { CampaignDatesInfo } from "./campaign-dates";
import { GOAL_MARKS, goalProgressView } from "./goal-progress-view";
import { LiveNote } from "../../components/live-note";

/**
 * The hero (docs/product.md#campaign-page): the hero image under a dark overlay (or the primary colour), title,
 * message, progress.
 */
export function CampaignHero({
  campaign,
  amountRaised,
  liveNote = "",
  ordersClosed = false,
  share,
}: {
  campaign: PublicCampaign;
  amountRaised: number;
  /** What to say while the amount is not live (lib/live-state-text.ts); "" while it is. */
  liveNote?: string;
  ordersClosed?: boolean;
  /** The 'Partager' button, beside 'Choisir mes tablettes'. */
  share?: ReactNode;
}) {
  const hasImage = Boolean(campaign.hero_image_url);
  return (
    <section
      aria-labelledby="campaign-title"
      className={cn(
        "relative isolate overflow-hidden",
        hasImage ? "bg-chocolate text-white" : "bg-(--campaign-primary) text-(--campaign-on-primary)",
      )}
    >
      {hasImage ? (
        <>
          {/* Our uploads come in several widths (decision 043): a phone loads one near its own, not the 2400 px one. */}
          <img
            src={campaign.hero_image_url!}
            srcSet={srcSetOf(campaign.hero_image_url)}
            sizes="100vw"
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            data-hero-image=""
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          {/* Keeps white text readable on any photo. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/50 to-black/70" />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(0_0_0/0.10),transparent_50%)]"
        />
      )}
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-24 text-center sm:px-6 sm:pt-20 sm:pb-32">
        {campaign.association_slogan ? (
          <p className="mb-4 text-sm font-semibold tracking-wide uppercase opacity-90">{campaign.association_slogan}</p>
        ) : null}
        <h1 id="campaign-title" className="text-4xl leading-tight font-semibold text-inherit sm:text-5xl">
          Soutenez l'association {campaign.association_name}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg whitespace-pre-line opacity-95 sm:text-xl">{campaign.campaign_message}</p>
        <CampaignDatesInfo campaign={campaign} closed={ordersClosed} />
        {typeof campaign.project_goal_eur === "number" ? (
          <GoalProgress raised={amountRaised} goal={campaign.project_goal_eur} liveNote={liveNote} />
        ) : null}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <a
            href="#chocolats"
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-7 font-semibold text-chocolate shadow-md transition hover:bg-cream"
          >
            Choisir mes tablettes
          </a>
          {share}
        </div>
      </div>
    </section>
  );
}

/** The goal's bar; the page's live script updates these marks the same way until the app runs (goal-progress-view.ts). */
function GoalProgress({ raised, goal, liveNote }: { raised: number; goal: number; liveNote: string }) {
  const view = goalProgressView(raised, goal);
  const marks = (name: keyof typeof GOAL_MARKS) => ({ [GOAL_MARKS[name]]: "" });
  return (
    <div {...marks("box")} className="mx-auto mt-8 max-w-xl rounded-2xl bg-white/95 p-5 text-left text-ink shadow-lg">
      <p id="campaign-progress-label" className="font-semibold text-chocolate">
        {/* The amounts stay on one line together on a phone. */}
        {view.head} :{" "}
        <span {...marks("amounts")} className="whitespace-nowrap">
          {view.amounts}
        </span>
      </p>
      <div
        {...marks("bar")}
        role="progressbar"
        aria-labelledby="campaign-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.valueNow}
        aria-valuetext={view.valueText}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          {...marks("fill")}
          className="h-full rounded-full bg-(--campaign-primary) shadow-[inset_0_0_0_1px_rgb(0_0_0/0.12)] transition-[width] duration-700"
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <p {...marks("caption")} className="mt-2 text-sm text-muted">
        {view.caption}
      </p>
      <LiveNote text={liveNote} className="mt-1" {...marks("note")} />
    </div>
  );
}
