import type { Menu } from '#contracts/content';
import { group } from './menu-group';
import * as a from './ai-menu-links';
import * as l from './menu-links';

/**
 * The AI-focused menu (the second variant): Offerings, Platforms, Careers, About Us, Resources,
 * Contact Us. Its own module, so a build that shows the staffing menu loads it only with the footer.
 */
export const aiMenu: Menu = [
  {
    title: 'Offerings',
    subMenu: [
      group('Consulting', [a.consultingCloud, a.solutionDevelopment, a.aiImplementations]),
      group('AI Solutions', [l.insurance, l.medicalPharma]),
      group('Engineering', [a.lowCode, a.testingServices]),
    ],
  },
  {
    title: 'Platforms',
    subMenu: [
      group('AI-Powered Platforms', [a.contractInsight, a.complianceMonitoring, a.automatedReporting]),
      group('Frameworks', [a.agenticFramework, a.nlqToSql]),
      group('Cloud Partners', [l.aws, l.azure, l.gcp]),
    ],
  },
  {
    title: 'Careers',
    subMenu: [
      group('Jobs', [l.openings, l.contractRoles, l.permanentRoles]),
      group('Internships', [
        l.internships,
        a.internSoftware,
        a.internData,
        a.internDataScience,
        a.internTesting,
        a.internStaffing,
        a.internApply,
      ]),
    ],
  },
  {
    title: 'About Us',
    subMenu: [l.leadership, l.journey, l.lifeAt, l.dei, a.csr, l.locations],
  },
  {
    title: 'Resources',
    subMenu: [l.caseStudies, l.news, l.blogs, l.pressRelease],
  },
  l.contact,
];
