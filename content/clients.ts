/**
 * Northwind's clients, from the same fictional world as Northwind itself (the sample companies of
 * Microsoft's documentation: Contoso, Fabrikam, Woodgrove Bank …): none is a real company. Each has a
 * wordmark drawn by scripts/images/client-wordmarks.ts under public/images/clients/. A real company
 * lists its own clients here, or supplies logos of those who agreed (content/supplied.ts, `clientLogos`),
 * which then replace the home page's strip.
 */
import type { ClientWordmark, SectionOf, SuppliedContent } from '#contracts/content';
import { supplied } from './supplied';

export type Client = {
  id: string;
  name: string;
  industry: string;
  /** Where its head office is, as a case page states it. */
  base: string;
};

export const clients = [
  { id: 'woodgrove-bank', name: 'Woodgrove Bank', industry: 'Banking', base: 'Charlotte, North Carolina' },
  { id: 'fabrikam-insurance', name: 'Fabrikam Insurance', industry: 'Insurance', base: 'Des Moines, Iowa' },
  { id: 'contoso-pharmaceuticals', name: 'Contoso Pharmaceuticals', industry: 'Pharma', base: 'Hyderabad, India' },
  { id: 'tailspin-freight', name: 'Tailspin Freight', industry: 'Logistics', base: 'Kansas City, Missouri' },
  { id: 'adventure-works', name: 'Adventure Works', industry: 'Retail', base: 'Bengaluru, India' },
  { id: 'proseware-health', name: 'Proseware Health', industry: 'Healthcare SaaS', base: 'Austin, Texas' },
  { id: 'trey-research', name: 'Trey Research', industry: 'Clinical research', base: 'Pune, India' },
  { id: 'wide-world-importers', name: 'Wide World Importers', industry: 'Food distribution', base: 'Nagpur, India' },
  { id: 'litware-media', name: 'Litware Media', industry: 'Digital media', base: 'New York' },
  { id: 'lamna-payments', name: 'Lamna Payments', industry: 'Payments', base: 'Atlanta, Georgia' },
  { id: 'relecloud', name: 'Relecloud', industry: 'SaaS', base: 'Seattle, Washington' },
] as const satisfies readonly Client[];

export type ClientId = (typeof clients)[number]['id'];

export const clientById = (id: ClientId): Client => {
  const client = clients.find((candidate) => candidate.id === id);
  if (!client) throw new Error(`No client ${id}`);
  return client;
};

export const clientLogoPath = (id: string): string => `/images/clients/${id}.svg`;

/** The home page's strip: eight clients across its industries (two rows of four, four of two on phones). */
export const STRIP_CLIENTS: readonly ClientId[] = [
  'woodgrove-bank',
  'fabrikam-insurance',
  'contoso-pharmaceuticals',
  'tailspin-freight',
  'adventure-works',
  'proseware-health',
  'trey-research',
  'wide-world-importers',
];

/** The strip under a first screen: the logos a company supplied, else our clients' wordmarks. */
export function clientStripSection(
  content: SuppliedContent = supplied,
  ids: readonly ClientId[] = STRIP_CLIENTS,
): SectionOf<'TEXT-SECTION'> {
  const logos: ClientWordmark[] = content.clientLogos?.length
    ? content.clientLogos.map((client) => ({ name: client.name, logo: client.logo }))
    : ids.map((id) => ({ name: clientById(id).name, logo: clientLogoPath(id) }));
  return {
    type: 'TEXT-SECTION',
    order: 2,
    id: 'clients',
    heading: 'Trusted by teams in banking, insurance, pharma, logistics and retail',
    clients: logos,
  };
}
