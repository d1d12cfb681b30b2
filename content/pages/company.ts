/**
 * The company pages: about (leadership, journey, life at the company, diversity, locations),
 * resources and news, contact and privacy.
 */
import type { Page } from '#contracts/content';
import { aboutPages } from './about';
import { contactPages } from './contact';
import { resourcesPages } from './resources';

export const companyPages: Page[] = [...aboutPages, ...resourcesPages, ...contactPages];
