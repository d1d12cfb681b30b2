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

/** Fields every section may carry (SPEC.md section 3, "Section"). */
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

export const Card = z.strictObject({
  icon: ImagePath.optional(),
  title: Text,
  subTitle: Text.optional(),
  targetUrl: Href.optional(),
});
export type Card = z.infer<typeof Card>;

export const ProfileCard = Card.extend({ vision: Text });
export const TimelineCard = Card.extend({ description: Text });

export const CarouselSlide = z.strictObject({
  imageUrl: ImagePath,
  imageAlt: z.string(),
  heading: Text,
  subHeading: Text.optional(),
  supportText: z.array(Text).optional(),
  targetUrl: Href.optional(),
});

export const Location = z.strictObject({
  country: Text,
  address: z.array(z.strictObject({ city: Text, address: Text, headOffice: z.boolean().optional() })).min(1),
});

export const KeyDetail = z.strictObject({ key: Text, value: z.string() });

export const Stat = z.strictObject({
  /** A numeric string, e.g. "45000" or "94.7". */
  title: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number'),
  description: Text,
});

export const BlogPost = z.strictObject({
  id: z.union([z.string(), z.number()]),
  title: Text,
  introduction: Text,
  /** ISO date (yyyy-mm-dd); shown in long US format. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  link: Href,
});

export const PressReleaseItem = z.strictObject({
  title: Text,
  content: z.array(z.strictObject({ heading: Text, subheading: Text })),
  hashtags: z.array(z.string().regex(/^[A-Za-z0-9_]+$/)),
});

export const ImgCarousel = section('IMG-CAROUSEL', { carouselData: z.array(CarouselSlide).min(1) });
export const IntroCards = section('INTRO-CARDS', { cardsData: z.array(Card) });
export const ImgSection = section('IMG-SECTION', {});
export const TextWithImageVertical = section('TEXT-WITH-IMAGE-VERTICAL', {});
export const TextWithCards = section('TEXT-WITH-CARDS', { cardsData: z.array(Card) });
export const CaseStudyCards = section('CASE-STUDY-CARDS', { cardsData: z.array(Card).optional() });
export const ContactUs = section('CONTACT-US', { locations: z.array(Location) });
export const TitleSection = section('TITLE-SECTION', {});
export const TextSection = section('TEXT-SECTION', {});
export const TextWithAccordion = section('TEXT-WITH-ACCORDION', {
  accordionData: z.array(z.strictObject({ title: Text, description: Text })),
});
export const FaqSection = section('FAQ-SECTION', {
  faqData: z.array(z.strictObject({ question: Text, answer: Text })),
});
export const OpeningsSection = section('OPENINGS-SECTION', {});
export const JobTitleSection = section('JOB-TITLE-SECTION', {});
export const JobSection = section('JOB-SECTION', { keyDetails: z.array(KeyDetail) });
export const ProfileCardsSection = section('PROFILE-CARDS-SECTION', { cardsData: z.array(ProfileCard) });
export const TimelineSection = section('TIMELINE-SECTION', { cardsData: z.array(TimelineCard) });
export const StatsCards = section('STATS-CARDS', { stats: z.array(Stat) });
export const CompanyValues = section('COMPANY-VALUES', {
  values: z.array(z.strictObject({ title: Text, description: Text, img: ImagePath, imgAlt: z.string().optional() })),
});
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
export const SocialImpact = section('SOCIAL-IMPACT', {
  impact: z.array(z.strictObject({ title: Text, societyImages: z.array(ImagePath) })),
});
export const PressRelease = section('PRESS-RELEASE', { pressrelease: z.array(PressReleaseItem).optional() });
export const Blogs = section('BLOGS', { Blogs: z.array(BlogPost).optional() });
export const InternshipForm = section('INTERNSHIP-FORM', { keyDetails: z.array(KeyDetail) });

/** Every section type, discriminated on `type`. Adding one here makes the web registry fail to compile until it has a component. */
export const Section = z.discriminatedUnion('type', [
  ImgCarousel,
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

export const Footer = z.strictObject({
  tagline: Text,
  columns: z.array(z.strictObject({ title: Text, links: z.array(z.strictObject({ title: Text, targetUrl: Href })) })),
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

export const SITE_DATA_STORAGE_KEY = 'siteData';
