import { ContentImage } from '../../components/ui/content-image';
import { SmartLink } from '../../components/ui/smart-link';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/**
 * A first screen that holds still: the claim, the line under it, two calls to action, and right under
 * them the proof: figures with their units, then a few key technologies (as names: they are tools,
 * never clients; the page's technology wall holds the full set). Nothing in it moves or changes by itself.
 */
export function HeroSection({ section, isFirst }: SectionProps<'HERO-SECTION'>) {
  const { figures, technologies, secondaryCta } = section;
  return (
    <div className="hero">
      {section.imageUrl && (
        <ContentImage
          className="hero__image"
          src={section.imageUrl}
          alt={section.imageAlt ?? ''}
          width={1600}
          height={900}
          eager={isFirst}
        />
      )}
      <div className="hero__content container">
        <SectionHeading isFirst={isFirst} className="hero__claim">
          {section.heading}
        </SectionHeading>
        {section.subHeading && <p className="hero__line">{section.subHeading}</p>}
        <div className="hero__actions">
          {section.targetUrl && (
            <SmartLink to={section.targetUrl} className="btn btn-accent btn-lg">
              {section.ctaLabel}
            </SmartLink>
          )}
          {secondaryCta && (
            <SmartLink to={secondaryCta.targetUrl} className="btn btn-lg hero__secondary">
              {secondaryCta.label}
            </SmartLink>
          )}
        </div>
        {figures.length > 0 && (
          <dl className="hero__figures">
            {figures.map((figure) => (
              <div key={figure.label} className="hero__figure">
                <dt className="hero__figure-label">{figure.label}</dt>
                <dd className="hero__figure-value">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {technologies && technologies.length > 0 && (
          <p className="hero__technologies">
            <span className="hero__technologies-title">{section.technologiesTitle ?? 'We work with'}</span>
            {technologies.map((technology) => (
              <span key={technology.name} className="hero__technology">
                {technology.name}
              </span>
            ))}
          </p>
        )}
      </div>
    </div>
  );
}
