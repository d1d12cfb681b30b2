import type { ComponentType } from 'react';
import type { SectionType } from '#contracts/content';
import { ContactUsSection } from './contact-us/contact-us-section';
import { InternshipFormSection } from './internship-form/internship-form-section';
import { ImgCarousel } from './img-carousel/img-carousel';
import { IntroCards } from './intro-cards/intro-cards';
import { ImgSection } from './img-section/img-section';
import { TextWithImageVertical } from './text-with-image-vertical/text-with-image-vertical';
import { TextWithCards } from './text-with-cards/text-with-cards';
import { CaseStudyCards } from './case-study-cards/case-study-cards';
import { TextWithAccordion } from './text-with-accordion/text-with-accordion';
import { FaqSection } from './faq-section/faq-section';
import { ProfileCardsSection } from './profile-cards-section/profile-cards-section';
import { TimelineSection } from './timeline-section/timeline-section';
import { CompanyValues } from './company-values/company-values';
import { EmployeeFeedback } from './employee-feedback/employee-feedback';
import { SocialImpact } from './social-impact/social-impact';
import { PressRelease } from './press-release/press-release';
import { Blogs } from './blogs/blogs';
import { StatsCards } from './stats-cards/stats-cards';
import { OpeningsSection } from './openings-section/openings-section';
import { JobTitleSection } from './job-title-section/job-title-section';
import { JobSection } from './job-section/job-section';
import type { SectionProps } from './section-props';
import { TextSection } from './text-section/text-section';
import { TitleSection } from './title-section/title-section';

/**
 * Section type → component. `satisfies` makes a missing or extra type a compile error.
 */
export const sectionComponents = {
  'IMG-CAROUSEL': ImgCarousel,
  'INTRO-CARDS': IntroCards,
  'IMG-SECTION': ImgSection,
  'TEXT-WITH-IMAGE-VERTICAL': TextWithImageVertical,
  'TEXT-WITH-CARDS': TextWithCards,
  'CASE-STUDY-CARDS': CaseStudyCards,
  'CONTACT-US': ContactUsSection,
  'TITLE-SECTION': TitleSection,
  'TEXT-SECTION': TextSection,
  'TEXT-WITH-ACCORDION': TextWithAccordion,
  'FAQ-SECTION': FaqSection,
  'OPENINGS-SECTION': OpeningsSection,
  'JOB-TITLE-SECTION': JobTitleSection,
  'JOB-SECTION': JobSection,
  'PROFILE-CARDS-SECTION': ProfileCardsSection,
  'TIMELINE-SECTION': TimelineSection,
  'STATS-CARDS': StatsCards,
  'COMPANY-VALUES': CompanyValues,
  'EMPLOYEE-FEEDBACK': EmployeeFeedback,
  'SOCIAL-IMPACT': SocialImpact,
  'PRESS-RELEASE': PressRelease,
  BLOGS: Blogs,
  'INTERNSHIP-FORM': InternshipFormSection,
} satisfies { [K in SectionType]: ComponentType<SectionProps<K>> };

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionComponents, type);
