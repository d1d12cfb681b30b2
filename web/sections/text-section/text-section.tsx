import type { ClientWordmark, TechnologyMark } from '#contracts/content';
import { ContentImage } from '../../components/ui/content-image';
import { cardSpans, spanClass } from '../grid-columns';
import { SectionCta } from '../section-cta';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/**
 * A text mark for a technology whose maker publishes no free mark (simple-icons has none for AWS or
 * Azure): the initials of a long name ("AWS"), else the first two letters of its last word ("Az").
 */
export function textMark(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length >= 3) return words.map((word) => word[0]?.toUpperCase()).join('');
  const last = words.at(-1) ?? name;
  return last.slice(0, 1).toUpperCase() + last.slice(1, 2).toLowerCase();
}

/**
 * Technologies we work with: each mark (decorative: the name beside it says what it is) and its name.
 * Rows follow the card grids' rule (grid-columns.ts): up to four a row, every row full, never a lone mark.
 */
function LogoWall({ logos, label }: { logos: TechnologyMark[]; label: string }) {
  const spans = cardSpans(logos.length, 4);
  return (
    <ul className="logo-wall list-unstyled" aria-label={label}>
      {logos.map((logo, index) => (
        <li key={logo.name} className={`logo-wall__item ${spanClass(spans[index])}`}>
          {logo.mark ? (
            <ContentImage className="logo-wall__mark" src={logo.mark} alt="" width={32} height={32} />
          ) : (
            <span className="logo-wall__mark logo-wall__mark--text" aria-hidden="true">
              {textMark(logo.name)}
            </span>
          )}
          <span className="logo-wall__name">{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Clients' wordmarks in one row of greys (four a row on wide screens, two on phones); the name is the alt. */
function ClientStrip({ clients, label }: { clients: ClientWordmark[]; label: string }) {
  return (
    <ul className="client-strip list-unstyled" aria-label={label}>
      {clients.map((client) => (
        <li key={client.name}>
          <ContentImage className="client-strip__logo" src={client.logo} alt={client.name} width={200} height={48} />
        </li>
      ))}
    </ul>
  );
}

/** Certifications and partner tiers as a quiet row of text, each item on its own line on phones. */
function CredentialRow({ credentials, label }: { credentials: string[]; label: string }) {
  return (
    <ul className="credential-row list-unstyled" aria-label={label}>
      {credentials.map((credential) => (
        <li key={credential}>{credential}</li>
      ))}
    </ul>
  );
}

/**
 * A block of prose: heading, subheading, one paragraph per support-text entry and an optional button.
 * With an `imageUrl` the picture sits beside the text on wide screens.
 */
export function TextSection({ section, isFirst }: SectionProps<'TEXT-SECTION'>) {
  const body = (
    <div className="text-section__body">
      {section.heading && (
        <SectionHeading isFirst={isFirst} className="section-heading">
          {section.heading}
        </SectionHeading>
      )}
      {section.subHeading && <p className="section-subheading">{section.subHeading}</p>}
      {section.supportText?.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <SectionCta targetUrl={section.targetUrl} label={section.ctaLabel} />
    </div>
  );
  if (section.clients?.length || section.credentials?.length) {
    const label = section.heading ?? 'Clients';
    return (
      <div className={`container text-section text-section--${section.clients?.length ? 'clients' : 'credentials'}`}>
        {body}
        {section.clients?.length ? <ClientStrip clients={section.clients} label={label} /> : null}
        {section.credentials?.length ? <CredentialRow credentials={section.credentials} label={label} /> : null}
      </div>
    );
  }
  if (section.logos && section.logos.length > 0) {
    // The wall takes the container's full width; the prose keeps its reading measure.
    return (
      <div className="container text-section">
        {body}
        <LogoWall logos={section.logos} label={section.heading ?? 'Technologies we work with'} />
      </div>
    );
  }
  if (!section.imageUrl) return <div className="container text-section">{body}</div>;
  return (
    <div className="container text-section text-section--with-image">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-lg-6">{body}</div>
        <div className="col-lg-6">
          <ContentImage
            className="text-section__image"
            src={section.imageUrl}
            alt={section.imageAlt ?? ''}
            width={640}
            height={480}
            eager={isFirst}
          />
        </div>
      </div>
    </div>
  );
}
