import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type Props = {
  heading?: string | undefined;
  subHeading?: string | undefined;
  supportText?: string[] | undefined;
  isFirst: boolean;
  /** 'center' for sections whose body is a centred grid. */
  align?: 'start' | 'center';
  className?: string;
  children?: ReactNode;
};

/** The opening of most sections: heading (h1 or h2), subheading, paragraphs of support text. */
export function SectionIntro({
  heading,
  subHeading,
  supportText,
  isFirst,
  align = 'start',
  className,
  children,
}: Props) {
  if (!heading && !subHeading && !supportText?.length && !children) return null;
  return (
    <div className={`section-intro section-intro--${align}${className ? ` ${className}` : ''}`}>
      {heading && (
        <SectionHeading isFirst={isFirst} className="section-heading">
          {heading}
        </SectionHeading>
      )}
      {subHeading && <p className="section-subheading">{subHeading}</p>}
      {supportText?.map((paragraph, index) => (
        <p key={index} className="section-intro__text">
          {paragraph}
        </p>
      ))}
      {children}
    </div>
  );
}

/**
 * The heading level for items inside a section (cards, questions, milestones): one below the
 * section heading — h2 under a page's h1, h3 under a section's h2 — and h2 when there is no heading.
 */
export const itemHeadingTag = (isFirst: boolean, hasHeading: boolean): 'h2' | 'h3' =>
  hasHeading && !isFirst ? 'h3' : 'h2';
