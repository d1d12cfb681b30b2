import { SectionCta } from '../section-cta';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Text beside a process: its steps as a numbered list, every step in view (nothing to open). The
 * section type keeps its name from the content contract; the steps are its `accordionData`.
 */
export function TextWithAccordion({ section, isFirst }: SectionProps<'TEXT-WITH-ACCORDION'>) {
  const StepHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  return (
    <div className="container text-with-accordion">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-5">
          <SectionIntro
            heading={section.heading}
            subHeading={section.subHeading}
            supportText={section.supportText}
            isFirst={isFirst}
          >
            <SectionCta targetUrl={section.targetUrl} variant="outline" />
          </SectionIntro>
        </div>
        <div className="col-lg-7">
          <ol className="steps">
            {section.accordionData.map((step, index) => (
              <li key={`${step.title}-${index}`} className="steps__item">
                <StepHeading className="steps__title">{step.title}</StepHeading>
                <p className="steps__text">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
