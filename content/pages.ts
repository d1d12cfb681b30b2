/**
 * Every page of the site, keyed by slug (the last segment of its URL). Each area of the site keeps
 * its pages in its own file under pages/.
 */
import type { Page } from '#contracts/content';
import { homePages } from './pages/home';
import { servicesPages } from './pages/services';
import { aiOfferingsPages } from './pages/ai-offerings';
import { companyPages } from './pages/company';
import { hireTalentPage } from './pages/hire-talent';
import { jobsPages } from './pages/jobs';
import { internshipsPages } from './pages/internships';
import { caseStudyPages } from './pages/case-studies';
import { cloudPartnerPages } from './pages/cloud-partners';
import { creditsPage } from './pages/credits';
import { csrPage } from './pages/csr';
import { newsPages } from './pages/news';
import { platformPages } from './pages/platforms';
import { testingServicesPage } from './pages/testing-services';
import { siteMapPage } from './pages/site-map';
import { aiMenu } from './ai-menu';
import { staffingMenu } from './staffing-menu';

const all: Page[] = [
  ...homePages,
  ...servicesPages,
  ...aiOfferingsPages,
  ...companyPages,
  ...jobsPages,
  hireTalentPage,
  ...internshipsPages,
  ...cloudPartnerPages,
  ...platformPages,
  testingServicesPage,
  csrPage,
  ...newsPages,
  ...caseStudyPages,
  creditsPage,
];
// Built from the others: every page of both menus, by area.
all.push(siteMapPage(all, [staffingMenu, aiMenu]));

export const pages: Record<string, Page> = Object.fromEntries(all.map((page) => [page.slug, page]));

// Two pages with one slug would make one of them unreachable.
if (Object.keys(pages).length !== all.length) {
  const slugs = all.map((page) => page.slug);
  throw new Error(`Duplicate page slugs: ${slugs.filter((slug, i) => slugs.indexOf(slug) !== i).join(', ')}`);
}
