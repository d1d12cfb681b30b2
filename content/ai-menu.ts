import type { Menu } from '#contracts/content';
import { group } from './menu-group';
import * as l from './menu-links';

/**
 * The AI-focused menu (the second variant): Offerings, Platforms, Careers, About Us, Resources,
 * Contact Us. Its own module, so a build that shows the staffing menu loads it only with the footer.
 */
export const aiMenu: Menu = [
  {
    title: 'Offerings',
    subMenu: [
      group('Consulting', [l.consultingCloud, l.solutionDevelopment, l.aiImplementations]),
      group('AI Solutions', [l.insurance, l.medicalPharma]),
      group('Engineering', [l.lowCode, l.testingServices]),
    ],
  },
  {
    title: 'Platforms',
    subMenu: [
      group('AI-Powered Platforms', [l.contractInsight, l.complianceMonitoring, l.automatedReporting]),
      group('Frameworks', [l.agenticFramework, l.nlqToSql]),
      group('Cloud Partners', [l.aws, l.azure, l.gcp]),
    ],
  },
  {
    title: 'Careers',
    subMenu: [
      group('Jobs', [l.openings, l.contractRoles, l.permanentRoles]),
      group('Internships', [
        l.internships,
        l.internSoftware,
        l.internData,
        l.internDataScience,
        l.internTesting,
        l.internStaffing,
        l.internApply,
      ]),
    ],
  },
  {
    title: 'About Us',
    subMenu: [l.leadership, l.journey, l.lifeAt, l.dei, l.csr, l.locations],
  },
  {
    title: 'Resources',
    subMenu: [l.caseStudies, l.blogs, l.pressRelease, l.puneOffice, l.diwali],
  },
  l.contact,
];
