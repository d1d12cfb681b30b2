/**
 * Every brand fact in one place (docs/product.md §1): rebranding the site means editing this file.
 */
export const brand = {
  name: 'Northwind Technologies',
  shortName: 'Northwind',
  slug: 'northwind',
  legalName: 'Northwind Technologies Private Limited',
  domain: 'northwind.example',
  supportEmail: 'support@northwind.example',
  /**
   * The internal inboxes the site mails (the server's defaults, overridable by env). Applications go
   * to the group of the candidate's country: the first country in the list (USA) or the other.
   */
  inboxes: {
    applicationsFirstCountry: 'careers-us@northwind.example',
    applicationsOtherCountries: 'careers-india@northwind.example',
    contact: 'hello@northwind.example',
    internships: 'internships@northwind.example',
    /** Client requests for talent and sales enquiries. */
    sales: 'sales@northwind.example',
    from: 'Northwind Technologies <no-reply@northwind.example>',
  },
  qaProductUrl: 'https://qa.northwind.example',
  hashtagUrl: (tag: string) => `https://www.linkedin.com/feed/hashtag/${encodeURIComponent(tag.toLowerCase())}`,
  institute: {
    name: 'Sahyadri Institute of Technology',
    shortName: 'SIT',
    slug: 'sahyadri-institute',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/northwind-technologies-example',
    x: 'https://x.com/northwind_example',
    facebook: 'https://www.facebook.com/northwind.example',
    instagram: 'https://www.instagram.com/northwind.example',
    youtube: 'https://www.youtube.com/@northwind-example',
  },
} as const;

/**
 * The brand's look where the site's stylesheet cannot reach: the mails the server sends
 * (server/mail/templates/). The same colours as web/styles/_theme.scss. Apart from `brand` so the
 * pages' scripts do not carry it.
 */
export const brandStyle = {
  colors: {
    /** Primary: headings, the header band. */
    navy: '#0b1f3a',
    navy700: '#13294b',
    /** The one accent: links and buttons on white (5.4:1 with white). */
    accent: '#0f766e',
    /** The accent on navy and in dark mode (7.6:1 with navy). */
    accentBright: '#14b8a6',
    text: '#1f2937',
    muted: '#4b5563',
    shade: '#f4f7fb',
    border: '#dfe5ee',
  },
  /** Inter where the reader has it, then each platform's own sans-serif. */
  fontStack:
    "Inter, 'Inter Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  /** The logo for mails: a PNG (mail clients do not show SVG) drawn from public/favicon.svg by `npm run mail:logo`. */
  mailLogo: { path: '/mail/logo.png', width: 148, height: 32 },
} as const;

/**
 * The offices, grouped by country, each with the number that rings there (the contact page lists it as
 * a tel: link). Apart from `brand` because only the build needs them (the contact and locations
 * pages' content): inside it they rode in every page's first script. The US numbers are in the
 * 555-01xx range kept for examples; replace every number with the office's real one.
 */
export const offices = [
  {
    country: 'USA',
    address: [
      {
        city: 'Overland Park, Kansas',
        address: '7300 W 110th St, Suite 700, Overland Park, KS 66210',
        phone: '+1 913 555 0142',
      },
      {
        city: 'Charlotte, North Carolina',
        address: '201 S Tryon St, Suite 1450, Charlotte, NC 28202',
        phone: '+1 704 555 0118',
      },
    ],
  },
  {
    country: 'India',
    address: [
      {
        city: 'Gondia',
        address: 'Northwind House, Civil Lines, Gondia, Maharashtra 441601',
        phone: '+91 7182 255 010',
        headOffice: true,
      },
      {
        city: 'Pune',
        address: '5th Floor, Tower B, Kharadi Business Park, Pune, Maharashtra 411014',
        phone: '+91 20 6755 0140',
      },
      { city: 'Noida', address: 'Plot 14, Sector 62, Noida, Uttar Pradesh 201309', phone: '+91 120 455 0162' },
      {
        city: 'Dehradun',
        address: '2nd Floor, IT Park, Sahastradhara Road, Dehradun, Uttarakhand 248001',
        phone: '+91 135 255 0184',
      },
    ],
  },
] as const;

/** URL paths derived from brand facts, so slugs follow a rebrand. */
export const brandPaths = {
  lifeAt: `/beyond-work/life-at-${brand.slug}`,
  pressRelease: `/press-release/${brand.institute.slug}-and-${brand.slug}`,
} as const;

/** One office, flattened from `offices` (which groups them by country). */
export type Office = { country: string; city: string; address: string; phone: string; headOffice: boolean };

/** Every office in a flat list, in the order of `offices`. */
export const officeList: Office[] = /* @__PURE__ */ offices.flatMap((group) =>
  (group.address as ReadonlyArray<{ city: string; address: string; phone: string; headOffice?: boolean }>).map(
    (office) => ({
      country: group.country,
      city: office.city,
      address: office.address,
      phone: office.phone,
      headOffice: office.headOffice ?? false,
    }),
  ),
);

/** The head office (the first office when none is marked). */
export const headOffice: Office = /* @__PURE__ */ (() =>
  officeList.find((office) => office.headOffice) ?? (officeList[0] as Office))();
