import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const homePages: Page[] = [
  draftPage(
    'home',
    '/home',
    'Northwind Technologies: software, AI and IT staffing',
    'Cloud, AI and software engineering teams, and the IT talent to scale them, for companies in the US and India.',
  ),
];
