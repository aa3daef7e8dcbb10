import { Award, HandHeart, Leaf } from "lucide-react";
import { cn } from "../lib/utils";

const promises = [
  { icon: Leaf, title: "Bio", text: "Cacao, sucre et lait issus de l'agriculture biologique." },
  { icon: HandHeart, title: "Équitable", text: "Des fèves payées au juste prix aux coopératives de producteurs." },
  { icon: Award, title: "Artisanal", text: "Torréfié, conché et moulé à la main, en petites séries." },
] as const;

/** Bio, équitable, artisanal: the three promises of the chocolate, on the home page and on /chocolats. */
export function ChocolatePromises({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const dark = tone === "dark";
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-3", className)}>
      {promises.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className={cn(
            "flex gap-3 rounded-2xl p-4 sm:block",
            dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-(--shadow-soft)",
          )}
        >
          <Icon className={cn("size-6 shrink-0", dark ? "text-peach" : "text-success")} aria-hidden="true" />
          <div>
            <h3 className={cn("font-sans text-base font-semibold sm:mt-2", dark ? "text-cream" : "text-chocolate")}>{title}</h3>
            <p className={cn("mt-1 text-sm", dark ? "text-cream/80" : "text-muted")}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
