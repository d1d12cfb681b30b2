import { brand } from '#content/brand';
import { ContentImage } from '../../components/ui/content-image';
import { SmartLink } from '../../components/ui/smart-link';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';

export const NO_PRESS_RELEASE = 'No press release data available.';

const headingTag = (level: number) => (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(level, 6) - 1] ?? 'h6';

/** The clickable picture: it opens `targetUrl`, or the picture itself full size in a new tab. */
function PressPicture({ section, eager }: { section: SectionProps<'PRESS-RELEASE'>['section']; eager: boolean }) {
  if (!section.imageUrl) return null;
  const image = (
    <ContentImage
      className="press-release__image"
      src={section.imageUrl}
      alt={section.imageAlt ?? ''}
      width={1200}
      height={675}
      eager={eager}
    />
  );
  if (section.targetUrl) {
    return (
      <SmartLink to={section.targetUrl} className="press-release__figure">
        {image}
        <span className="visually-hidden">Read more</span>
      </SmartLink>
    );
  }
  return (
    <a href={section.imageUrl} target="_blank" rel="noopener noreferrer" className="press-release__figure">
      {image}
      <span className="visually-hidden">Open the picture full size (opens in a new tab)</span>
    </a>
  );
}

/**
 * A press release: heading, subheading and support text; a picture that opens `targetUrl` (or the
 * picture itself, full size); then each release's blocks of heading and text, and its hashtags
 * linking to the brand's hashtag page.
 */
export function PressRelease({ section, isFirst }: SectionProps<'PRESS-RELEASE'>) {
  const releases = section.pressrelease ?? [];
  // The section heading is h1 (first section) or h2; each release title sits one level below it.
  const titleLevel = (section.heading ? 1 : 0) + (isFirst ? 1 : 2);
  const ReleaseTitle = headingTag(titleLevel);
  const BlockHeading = headingTag(titleLevel + 1);

  return (
    <article className="container press-release">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        className="press-release__intro"
      />
      {section.imageUrl && <PressPicture section={section} eager={isFirst} />}
      {releases.length === 0 ? (
        <p className="press-release__empty" role="status">
          {NO_PRESS_RELEASE}
        </p>
      ) : (
        releases.map((release, index) => (
          <div key={`${release.title}-${index}`} className="press-release__body">
            <ReleaseTitle className="press-release__title">{release.title}</ReleaseTitle>
            {release.content.map((block, j) => (
              <section key={`${block.heading}-${j}`} className="press-release__block">
                <BlockHeading className="press-release__block-heading">{block.heading}</BlockHeading>
                <p>{block.subheading}</p>
              </section>
            ))}
            {release.hashtags.length > 0 && (
              <ul className="press-release__hashtags list-unstyled" aria-label="Hashtags">
                {release.hashtags.map((tag) => (
                  <li key={tag}>
                    <a href={brand.hashtagUrl(tag)} target="_blank" rel="noopener noreferrer" className="hashtag">
                      #{tag}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
    </article>
  );
}
