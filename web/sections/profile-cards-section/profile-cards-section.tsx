import { ContentImage } from '../../components/ui/content-image';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Leadership: a card per leader with portrait, name, role, a two-line bio (past employers, years in
 * the field), their LinkedIn profile when one is given (no link otherwise) and their vision in their
 * own words.
 */
export function ProfileCardsSection({ section, isFirst }: SectionProps<'PROFILE-CARDS-SECTION'>) {
  const nameHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  const Name = nameHeading;
  return (
    <div className="container profile-cards">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <ul className="profile-cards__grid list-unstyled">
        {section.cardsData.map((card, index) => (
          <li key={`${card.title}-${index}`}>
            <article className="profile-card">
              <div className="profile-card__person">
                {card.icon && (
                  <ContentImage
                    className="profile-card__portrait"
                    src={card.icon}
                    alt={card.iconAlt ?? `Portrait of ${card.title}`}
                    width={160}
                    height={160}
                    eager={isFirst && index < 3}
                  />
                )}
                <div>
                  <Name className="profile-card__name">{card.title}</Name>
                  {card.subTitle && <p className="profile-card__role">{card.subTitle}</p>}
                </div>
              </div>
              {card.bio && <p className="profile-card__bio">{card.bio}</p>}
              {card.linkedinUrl && (
                <a className="profile-card__linkedin" href={card.linkedinUrl} target="_blank" rel="noopener noreferrer">
                  LinkedIn<span className="visually-hidden">: {card.title}</span>
                </a>
              )}
              <figure className="profile-card__vision">
                <figcaption className="profile-card__vision-label">In their words</figcaption>
                <blockquote className="profile-card__quote">
                  <p>{card.vision}</p>
                </blockquote>
              </figure>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
