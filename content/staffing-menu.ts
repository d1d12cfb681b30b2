import type { Menu } from '#contracts/content';
import { group } from './menu-group';
import * as l from './menu-links';

/**
 * The staffing-site menu (the default): six entries. Services hold the cloud work with the cloud
 * platforms we partner on, engineering, testing and the industries; AI tells the solutions we build
 * for a client apart from our own ready products; the case studies are one step away; news and events
 * sit under Company.
 */
export const staffingMenu: Menu = [
  {
    title: 'Services',
    subMenu: [
      group('Cloud', [l.cloudMigration, l.appModernization, l.hybridCloud, l.aws, l.azure, l.gcp]),
      group('Engineering', [l.customSoftware, l.prototyping, l.devops]),
      group('Testing', [l.qaAndTesting, l.testingAutomation, l.qaStudio]),
      group('Industries', [l.insurance, l.medicalPharma]),
    ],
  },
  {
    title: 'AI',
    subMenu: [
      group('AI we build for you', [l.privateLlm, l.conversationalAi, l.deepLearning]),
      group('Our AI products', [
        l.contractManagement,
        l.medicalWriting,
        l.resumeCopilot,
        l.autoDashboard,
        l.conversationalBi,
      ]),
    ],
  },
  l.caseStudies,
  {
    title: 'Company',
    subMenu: [
      group('About us', [l.leadership, l.journey, l.locations]),
      group('Culture', [l.lifeAt, l.dei]),
      group('News', [l.news, l.blogs, l.pressRelease]),
    ],
  },
  {
    title: 'Careers',
    subMenu: [l.openings, l.contractRoles, l.permanentRoles, l.internships],
  },
  l.contact,
];
