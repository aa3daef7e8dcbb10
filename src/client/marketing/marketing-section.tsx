import type { ComponentProps, ReactNode } from "react";
import { Container } from "../components/page";
import { SectionHeading } from "./section-heading";

type MarketingSectionProps = Omit<ComponentProps<typeof SectionHeading>, "id" | "className"> & {
  /** The section's name; its heading's id is `${id}-title`, which labels the section. */
  id: string;
  className: string;
  containerClassName?: string;
  headingClassName?: string;
  children: ReactNode;
};

/** A band of a marketing page: a section labelled by its heading (eyebrow, title, lead), then its content. */
export function MarketingSection({ id, className, containerClassName, headingClassName, children, ...heading }: MarketingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={className}>
      <Container className={containerClassName}>
        <SectionHeading id={titleId} {...heading} className={headingClassName} />
        {children}
      </Container>
    </section>
  );
}
