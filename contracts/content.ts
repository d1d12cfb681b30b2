/**
 * The content contract: the shape of every page, section, menu and footer.
 * Types are derived from these schemas; the content config is checked against them by a test.
 */
import { z } from 'zod';

/** A site-relative path ('/…'), an absolute http(s) URL, or a mailto: link. */
export const Href = z.string().regex(/^(\/|https?:\/\/|mailto:)/, 'must start with /, http(s):// or mailto:');

/** A picture shipped with the site: a path under /images/ plus what it shows. */
export const ImagePath = z.string().regex(/^\/images\/[\w./-]+\.(svg|png|webp|jpg)$/, 'must be a file under /images/');

const Text = z.string().min(1);

/** Fields every section may carry (docs/product.md §4). */
const sectionBase = {
  order: z.number().int().optional(),
  /** Stable anchor id for in-page links. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  imageUrl: ImagePath.optional(),
  imageAlt: z.string().optional(),
  heading: Text.optional(),
  subHeading: Text.optional(),
  supportText: z.array(Text).optional(),
  iconPath: ImagePath.optional(),
  targetUrl: Href.optional(),
};

const section = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...sectionBase, ...shape });

/**
 * A card of INTRO-CARDS, TEXT-WITH-CARDS and CASE-STUDY-CARDS. `icon` is a square picture drawn at
 * 56×56 (an SVG, or a raster at least 112×112); it is decorative unless `iconAlt` says what it shows.
 */
export const Card = z.strictObject({
  icon: ImagePath.optional(),
  iconAlt: z.string().optional(),
  title: Text,
  subTitle: Text.optional(),
  targetUrl: Href.optional(),
  /** The text of the card's link when it has a `targetUrl` (default 'Learn more'). */
  ctaLabel: Text.optional(),
});
export type Card = z.infer<typeof Card>;

/** A LinkedIn profile's address: https://www.linkedin.com/in/<name>. */
export const LinkedInProfile = z
  .string()
  .regex(/^https:\/\/(www\.)?linkedin\.com\/in\/[\w-]+\/?$/, 'must be https://www.linkedin.com/in/<name>');

/**
 * A leader: `icon` is the portrait (square, drawn at 160×160), `title` the name, `subTitle` the role,
 * `vision` a sentence in their own words. `bio` is two short lines: where they worked before and how
 * many years they have been in the field (at most 200 characters). `linkedinUrl` is their LinkedIn
 * profile: when it is left out (as it is until a real person gives theirs) the card shows no link at
 * all, never an empty or placeholder one.
 */
export const ProfileCard = Card.extend({
  vision: Text,
  bio: Text.max(200).optional(),
  linkedinUrl: LinkedInProfile.optional(),
});
/** A milestone: `title` is the year (e.g. "2011"), `subTitle` the headline, `description` what happened. */
export const TimelineCard = Card.extend({ description: Text });

/** A hero slide: `imageUrl` is a 1600×900 (16:9) picture drawn behind the text, darkened on its left. */
export const CarouselSlide = z.strictObject({
  imageUrl: ImagePath,
  imageAlt: z.string(),
  heading: Text,
  subHeading: Text.optional(),
  supportText: z.array(Text).optional(),
  targetUrl: Href.optional(),
  /** The text of the slide's button when it has a `targetUrl` (default 'Learn more'). */
  ctaLabel: Text.optional(),
});

/** A telephone number as people read it: digits with an optional leading +, spaces, dashes and brackets. */
export const PhoneNumber = z.string().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number like +1 913 555 0142');

/** A country's offices; each office's `phone` is shown as a tel: link on the contact page. */
export const Location = z.strictObject({
  country: Text,
  address: z
    .array(
      z.strictObject({ city: Text, address: Text, phone: PhoneNumber.optional(), headOffice: z.boolean().optional() }),
    )
    .min(1),
});

export const KeyDetail = z.strictObject({ key: Text, value: z.string() });

/**
 * A figure of STATS-CARDS. The first three are shown followed by '+' ("45,000+"), the fourth as a percentage
 * with one decimal (e.g. "94.7" → "94.7%").
 */
export const Stat = z.strictObject({
  /** A numeric string, e.g. "45000" or "94.7". */
  title: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number'),
  description: Text,
});

/** A blog post or white paper card; `link` may be a page of the site or an external article. */
export const BlogPost = z.strictObject({
  id: z.union([z.string(), z.number()]),
  title: Text,
  introduction: Text,
  /** ISO date (yyyy-mm-dd); shown in long US format. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  link: Href,
});

/** A press release: its title, blocks of heading plus text, and hashtags (without '#', linked to brand.hashtagUrl). */
export const PressReleaseItem = z.strictObject({
  title: Text,
  content: z.array(z.strictObject({ heading: Text, subheading: Text })),
  hashtags: z.array(z.string().regex(/^[A-Za-z0-9_]+$/)),
});

/**
 * A picture of SOCIAL-IMPACT (4:3, drawn at 480×360): a path, or a path with what it shows and an
 * optional caption shown under it.
 */
export const SocietyImage = z.union([
  ImagePath,
  z.strictObject({ src: ImagePath, alt: Text, caption: Text.optional() }),
]);
export type SocietyImage = z.infer<typeof SocietyImage>;

/** The text of a section's button when it has a `targetUrl` (default 'Learn more'). */
const ctaLabel = Text.optional();

export const ImgCarousel = section('IMG-CAROUSEL', { carouselData: z.array(CarouselSlide).min(1) });
export const IntroCards = section('INTRO-CARDS', { cardsData: z.array(Card) });
/** A page-opening band: `imageUrl` (1600×600 art, drawn behind the heading and darkened) and `heading`. */
export const ImgSection = section('IMG-SECTION', { ctaLabel });
/** A place on a map picture: its label and where it sits, in percent of the picture's width and height. */
export const MapMarker = z.strictObject({
  label: Text,
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  /** The head office: drawn larger. */
  primary: z.boolean().optional(),
});
export type MapMarker = z.infer<typeof MapMarker>;

/**
 * Heading and text above a wide picture (`imageUrl`, drawn at 1200×600, i.e. 2:1, unless `imageSize`
 * gives its own size). With `markers` the picture is a map and the markers are placed over it as text;
 * with `narrowImage` phones get that picture instead.
 */
export const TextWithImageVertical = section('TEXT-WITH-IMAGE-VERTICAL', {
  ctaLabel,
  imageSize: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  markers: z.array(MapMarker).optional(),
  /** The same picture laid out for phones (a diagram redrawn tall, so its text stays readable there). */
  narrowImage: z
    .strictObject({ url: ImagePath, width: z.number().int().positive(), height: z.number().int().positive() })
    .optional(),
});
/** Text beside cards; `layout: 'list'` shows them as a compact list (small icon, title, text) instead of boxes. */
export const TextWithCards = section('TEXT-WITH-CARDS', {
  cardsData: z.array(Card),
  layout: z.enum(['cards', 'list']).optional(),
});
/**
 * A case study: `title` the story's headline, `subTitle` what was done, `client` who it was for (described,
 * never a client's name or logo) and `result` the measured outcome (e.g. "38%" and "lower cloud bill").
 */
export const CaseStudyCard = Card.extend({
  client: Text.optional(),
  result: z.strictObject({ value: Text.max(12), label: Text }).optional(),
});
/** Case-study slides; with no cards only the heading shows. */
export const CaseStudyCards = section('CASE-STUDY-CARDS', { cardsData: z.array(CaseStudyCard).optional() });
export const ContactUs = section('CONTACT-US', { locations: z.array(Location) });
export const TitleSection = section('TITLE-SECTION', { ctaLabel });
/**
 * A technology the company works with: its name and, where one is published (simple-icons), its mark
 * (a square SVG drawn at 32×32). Shown as "technologies we work with", never as a client.
 */
export const TechnologyMark = z.strictObject({ name: Text, mark: ImagePath.optional() });
export type TechnologyMark = z.infer<typeof TechnologyMark>;
/** A figure of a proof strip: the number as shown, with its unit ("250+", "45,000+", "9.5 h"), and what it counts. */
export const ProofFigure = z.strictObject({ value: Text.max(12), label: Text });
/**
 * A first screen that holds still: one claim (`heading`, the page's h1), a line under it (`subHeading`),
 * a main call to action (`targetUrl`, `ctaLabel`) and a second one, then proof: figures with their units
 * and a few key technologies under `technologiesTitle` (default "We work with"); the page's technology
 * wall, if any, holds the full set. `imageUrl` (16:9 art) is drawn behind, darkened on the left.
 */
export const HeroSection = section('HERO-SECTION', {
  ctaLabel: Text,
  secondaryCta: z.strictObject({ targetUrl: Href, label: Text }).optional(),
  figures: z.array(ProofFigure).max(4),
  technologies: z.array(TechnologyMark).optional(),
  technologiesTitle: Text.optional(),
});

/** A client's wordmark (a wide SVG drawn at 160×40): the name is its alt text. */
export const ClientWordmark = z.strictObject({ name: Text, logo: ImagePath });
export type ClientWordmark = z.infer<typeof ClientWordmark>;
/**
 * Prose; with an `imageUrl` (4:3, drawn at 640×480) the picture sits beside the text on wide screens;
 * with `logos` a wall of technology marks, each with its name, follows the text; with `clients` a strip
 * of client wordmarks; with `credentials` a quiet row of certifications and partner tiers, as text.
 */
export const TextSection = section('TEXT-SECTION', {
  ctaLabel,
  logos: z.array(TechnologyMark).optional(),
  clients: z.array(ClientWordmark).optional(),
  credentials: z.array(Text).optional(),
});
export const TextWithAccordion = section('TEXT-WITH-ACCORDION', {
  accordionData: z.array(z.strictObject({ title: Text, description: Text })),
});
export const FaqSection = section('FAQ-SECTION', {
  faqData: z.array(z.strictObject({ question: Text, answer: Text })),
});
/** OPENINGS-SECTION: targetUrl is the openings path under the staffing API (docs/product.md §8: /get/requirement). */
export const OpeningsSection = section('OPENINGS-SECTION', {});
/** Opening fields a job page may show as text; keyDetails values name them as {FIELD} placeholders. */
export const JobField = z.enum([
  'REQ_ID',
  'PSTN_TITLE',
  'PSTN_LCTN',
  'PSTN_TYP',
  'WORK_LOCATION_PREFERENCE',
  'PSTN_RATE',
  'INTVW_TYP',
]);
/** JOB-TITLE-SECTION: heading and subheading come from these fields of the opening; `heading` is the fallback. */
export const JobTitleSection = section('JOB-TITLE-SECTION', {
  headingField: JobField,
  subHeadingField: JobField.optional(),
});
/** JOB-SECTION: targetUrl is the openings list (Back to jobs search); subHeading heads the application form. */
export const JobSection = section('JOB-SECTION', { keyDetails: z.array(KeyDetail), descriptionHeading: Text });
export const ProfileCardsSection = section('PROFILE-CARDS-SECTION', { cardsData: z.array(ProfileCard) });
export const TimelineSection = section('TIMELINE-SECTION', { cardsData: z.array(TimelineCard) });
export const StatsCards = section('STATS-CARDS', { stats: z.array(Stat) });
/** A value: text beside a picture (`img`, 4:3, drawn at 560×420); rows alternate sides. */
export const CompanyValues = section('COMPANY-VALUES', {
  values: z.array(z.strictObject({ title: Text, description: Text, img: ImagePath, imgAlt: z.string().optional() })),
});
/** Quotes from employees; `imageUrl` is the author's square portrait or avatar (drawn at 64×64). */
export const EmployeeFeedback = section('EMPLOYEE-FEEDBACK', {
  feedback: z.array(
    z.strictObject({
      id: z.union([z.string(), z.number()]),
      text: Text,
      imageUrl: ImagePath,
      name: Text,
      position: Text,
    }),
  ),
});
/**
 * Two rows of pictures rotating every 3 s; the heading is the first impact entry's title. Row one holds
 * the first entry's pictures, row two every later entry's (a single entry is split in half); each row
 * shows four at a time (two on phones) and brings the next one in at each step.
 */
export const SocialImpact = section('SOCIAL-IMPACT', {
  impact: z.array(z.strictObject({ title: Text, societyImages: z.array(SocietyImage) })),
});
/** `imageUrl` (16:9, drawn at 1200×675) is the clickable picture; it opens `targetUrl`, or the picture itself. */
export const PressRelease = section('PRESS-RELEASE', { pressrelease: z.array(PressReleaseItem).optional() });
/** Blog or white-paper cards, six to a page. */
export const Blogs = section('BLOGS', { Blogs: z.array(BlogPost).optional() });
export const InternshipForm = section('INTERNSHIP-FORM', { keyDetails: z.array(KeyDetail) });
/**
 * HIRE-TALENT-FORM: a client's request for engineers (the Hire talent page): heading, intro, what
 * happens after sending as key details (who calls back, when), and the request form.
 */
export const HireTalentForm = section('HIRE-TALENT-FORM', { keyDetails: z.array(KeyDetail) });

/** Every section type, discriminated on `type`. Adding one here makes the web registry fail to compile until it has a component. */
export const Section = z.discriminatedUnion('type', [
  ImgCarousel,
  HeroSection,
  IntroCards,
  ImgSection,
  TextWithImageVertical,
  TextWithCards,
  CaseStudyCards,
  ContactUs,
  TitleSection,
  TextSection,
  TextWithAccordion,
  FaqSection,
  OpeningsSection,
  JobTitleSection,
  JobSection,
  ProfileCardsSection,
  TimelineSection,
  StatsCards,
  CompanyValues,
  EmployeeFeedback,
  SocialImpact,
  PressRelease,
  Blogs,
  InternshipForm,
  HireTalentForm,
]);
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** A page slug: the last segment of its URL. */
export const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case');

export const Page = z.strictObject({
  slug: Slug,
  /** The canonical URL path; its last segment is the slug. */
  path: z.string().regex(/^\/([a-z0-9-]+\/)*[a-z0-9-]+$|^\/$/),
  /** The document title (the brand is appended by the page head). */
  title: Text.max(70),
  /** The meta description shown by search engines. */
  description: Text.max(170),
  sections: z.array(Section),
});
export type Page = z.infer<typeof Page>;

export type MenuItem = {
  title: string;
  targetUrl?: string | undefined;
  subMenu?: MenuItem[] | undefined;
};
export const MenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.strictObject({
    title: Text,
    targetUrl: Href.optional(),
    subMenu: z.array(MenuItem).optional(),
  }),
);

export const Menu = z.array(MenuItem);
export type Menu = z.infer<typeof Menu>;

export const SocialNetwork = z.enum(['linkedin', 'x', 'facebook', 'instagram', 'youtube']);
export type SocialNetwork = z.infer<typeof SocialNetwork>;

const FooterLink = z.strictObject({ title: Text, targetUrl: Href });
export const Footer = z.strictObject({
  tagline: Text,
  columns: z.array(z.strictObject({ title: Text, links: z.array(FooterLink) })).max(4),
  /** Links beside the copyright, after the privacy policy (credits, site map). */
  legal: z.array(FooterLink).optional(),
  social: z.array(z.strictObject({ network: SocialNetwork, url: Href, label: Text })).length(5),
});
export type Footer = z.infer<typeof Footer>;

export const Header = z.strictObject({ menu: Menu });
export type Header = z.infer<typeof Header>;

/** What the app writes to localStorage at start: the header, footer and pages keyed by slug. */
export const SiteData = z.strictObject({
  header: Header,
  footer: Footer,
  pages: z.record(Slug, Page),
});
export type SiteData = z.infer<typeof SiteData>;

export { SITE_DATA_STORAGE_KEY } from './site-data-key';

// ---- What a company supplies --------------------------------------------------------------------
// Photos of its people and offices, client logos, client testimonials and certifications, to replace
// the site's illustrations. Every slot is optional; until one is filled the illustration or section it
// would replace stands. docs/content.md says what sizes and formats each slot takes and where the
// files go (public/images/supplied/).

const SuppliedImage = ImagePath.regex(/^\/images\/supplied\//, 'must be under /images/supplied/');

/** A photo shipped under public/images/supplied/: a WebP or JPEG (or PNG), with what it shows. */
export const SuppliedPhoto = z.strictObject({
  src: SuppliedImage,
  alt: Text,
});
export type SuppliedPhoto = z.infer<typeof SuppliedPhoto>;

/** A client who agreed to be named, with its logo (an SVG, or a PNG/WebP at least 320 px wide). */
export const ClientLogo = z.strictObject({
  name: Text,
  logo: SuppliedImage,
  url: Href.optional(),
});
export type ClientLogo = z.infer<typeof ClientLogo>;

/** A client's words, with their consent: shown on the case study it names (by slug). */
export const Testimonial = z.strictObject({
  id: Slug,
  quote: Text.max(600),
  name: Text,
  /** The person's role and company, e.g. "Head of Engineering, a US logistics company". */
  role: Text,
  /** A square portrait (drawn at 64×64); a neutral quotation mark stands in without one. */
  photo: SuppliedPhoto.optional(),
  /** The case study (its slug under /case-studies/) this quote belongs to. */
  caseStudy: Slug.optional(),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** A certification or partner tier, e.g. "AWS Advanced Tier Services Partner" or "ISO/IEC 27001:2022". */
export const Certification = z.strictObject({
  name: Text,
  issuer: Text,
  /** The year it was awarded or last renewed. */
  year: z.number().int().min(1990).max(2100).optional(),
  /** The issuer's badge as supplied (an SVG, or a PNG/WebP at least 160×160). */
  badge: SuppliedImage.optional(),
  /** Which cloud-partner page shows it, when it belongs to one. */
  cloud: z.enum(['aws', 'azure', 'gcp']).optional(),
});
export type Certification = z.infer<typeof Certification>;

export const SuppliedContent = z.strictObject({
  /** Leaders' photos by name, exactly as on the leadership page (square, at least 320×320). */
  leaderPhotos: z.record(Text, SuppliedPhoto).optional(),
  /** Leaders' LinkedIn profiles by name, exactly as on the leadership page: a link on their card. */
  leaderLinkedIn: z.record(Text, LinkedInProfile).optional(),
  /** Team photos for the life-at page (4:3, at least 960×720). */
  teamPhotos: z.array(SuppliedPhoto).optional(),
  /** Office photos by city, exactly as in the office list, e.g. "Pune" (4:3, at least 960×720). */
  officePhotos: z.record(Text, SuppliedPhoto).optional(),
  clientLogos: z.array(ClientLogo).optional(),
  testimonials: z.array(Testimonial).optional(),
  certifications: z.array(Certification).optional(),
});
export type SuppliedContent = z.infer<typeof SuppliedContent>;
