import { ContentImage } from '../../components/ui/content-image';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

/** What employees say: a grid of quote cards, each with the author's picture, name and position. */
export function EmployeeFeedback({ section, isFirst }: SectionProps<'EMPLOYEE-FEEDBACK'>) {
  return (
    <div className="container employee-feedback">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <ul className="employee-feedback__grid list-unstyled">
        {section.feedback.map((item) => (
          <li key={item.id}>
            <figure className="feedback-card">
              <svg className="feedback-card__mark" aria-hidden="true" width="32" height="24" viewBox="0 0 32 24">
                <path
                  d="M0 24V14C0 6.3 4.3 1.6 12 0l1.6 3.4C9.4 5 7.4 7.7 7.2 11H13v13H0zm19 0V14c0-7.7 4.3-12.4 12-14l1 3.4C27.8 5 25.8 7.7 25.6 11H32v13H19z"
                  fill="currentColor"
                />
              </svg>
              <blockquote className="feedback-card__quote">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="feedback-card__author">
                <ContentImage
                  className="feedback-card__avatar"
                  src={item.imageUrl}
                  alt={`Portrait of ${item.name}`}
                  width={64}
                  height={64}
                  eager={isFirst}
                />
                <span>
                  <span className="feedback-card__name">{item.name}</span>
                  <span className="feedback-card__position">{item.position}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
