import type { ComponentType } from 'react';
import type { SectionType } from '#contracts/content';
import { BasicSection } from './basic-section/basic-section';
import { ContactUsSection } from './contact-us/contact-us-section';
import { ImgCarousel } from './img-carousel/img-carousel';
import { StatsCards } from './stats-cards/stats-cards';
import type { SectionProps } from './section-props';
import { TextSection } from './text-section/text-section';
import { TitleSection } from './title-section/title-section';

/**
 * Section type → component. `satisfies` makes a missing or extra type a compile error.
 */
export const sectionComponents = {
  'IMG-CAROUSEL': ImgCarousel,
  'INTRO-CARDS': BasicSection,
  'IMG-SECTION': BasicSection,
  'TEXT-WITH-IMAGE-VERTICAL': BasicSection,
  'TEXT-WITH-CARDS': BasicSection,
  'CASE-STUDY-CARDS': BasicSection,
  'CONTACT-US': ContactUsSection,
  'TITLE-SECTION': TitleSection,
  'TEXT-SECTION': TextSection,
  'TEXT-WITH-ACCORDION': BasicSection,
  'FAQ-SECTION': BasicSection,
  'OPENINGS-SECTION': BasicSection,
  'JOB-TITLE-SECTION': BasicSection,
  'JOB-SECTION': BasicSection,
  'PROFILE-CARDS-SECTION': BasicSection,
  'TIMELINE-SECTION': BasicSection,
  'STATS-CARDS': StatsCards,
  'COMPANY-VALUES': BasicSection,
  'EMPLOYEE-FEEDBACK': BasicSection,
  'SOCIAL-IMPACT': BasicSection,
  'PRESS-RELEASE': BasicSection,
  BLOGS: BasicSection,
  'INTERNSHIP-FORM': BasicSection,
} satisfies { [K in SectionType]: ComponentType<SectionProps<K>> };

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionComponents, type);
