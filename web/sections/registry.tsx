import { type ComponentType, lazy, Suspense } from 'react';
import type { SectionType } from '#contracts/content';
import type { SectionProps } from './section-props';

/**
 * A section component loaded on demand: a page's bundle carries only the section types it shows.
 * Pre-rendering waits for every section, so the HTML is complete; in the browser the pre-rendered
 * section stays on screen (inside its own Suspense boundary) until its code arrives and hydrates it.
 */
function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazySection(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazySection;
}

/**
 * Section type → component, each in its own chunk. `satisfies` makes a missing or extra type a compile error.
 */
export const sectionComponents = {
  'IMG-CAROUSEL': lazySection(() => import('./img-carousel/img-carousel').then((module) => module.ImgCarousel)),
  'HERO-SECTION': lazySection(() => import('./hero-section/hero-section').then((module) => module.HeroSection)),
  'INTRO-CARDS': lazySection(() => import('./intro-cards/intro-cards').then((module) => module.IntroCards)),
  'IMG-SECTION': lazySection(() => import('./img-section/img-section').then((module) => module.ImgSection)),
  'TEXT-WITH-IMAGE-VERTICAL': lazySection(() =>
    import('./text-with-image-vertical/text-with-image-vertical').then((module) => module.TextWithImageVertical),
  ),
  'TEXT-WITH-CARDS': lazySection(() =>
    import('./text-with-cards/text-with-cards').then((module) => module.TextWithCards),
  ),
  'CASE-STUDY-CARDS': lazySection(() =>
    import('./case-study-cards/case-study-cards').then((module) => module.CaseStudyCards),
  ),
  'CONTACT-US': lazySection(() => import('./contact-us/contact-us-section').then((module) => module.ContactUsSection)),
  'TITLE-SECTION': lazySection(() => import('./title-section/title-section').then((module) => module.TitleSection)),
  'TEXT-SECTION': lazySection(() => import('./text-section/text-section').then((module) => module.TextSection)),
  'TEXT-WITH-ACCORDION': lazySection(() =>
    import('./text-with-accordion/text-with-accordion').then((module) => module.TextWithAccordion),
  ),
  'FAQ-SECTION': lazySection(() => import('./faq-section/faq-section').then((module) => module.FaqSection)),
  'OPENINGS-SECTION': lazySection(() =>
    import('./openings-section/openings-section').then((module) => module.OpeningsSection),
  ),
  'JOB-TITLE-SECTION': lazySection(() =>
    import('./job-title-section/job-title-section').then((module) => module.JobTitleSection),
  ),
  'JOB-SECTION': lazySection(() => import('./job-section/job-section').then((module) => module.JobSection)),
  'PROFILE-CARDS-SECTION': lazySection(() =>
    import('./profile-cards-section/profile-cards-section').then((module) => module.ProfileCardsSection),
  ),
  'TIMELINE-SECTION': lazySection(() =>
    import('./timeline-section/timeline-section').then((module) => module.TimelineSection),
  ),
  'STATS-CARDS': lazySection(() => import('./stats-cards/stats-cards').then((module) => module.StatsCards)),
  'COMPANY-VALUES': lazySection(() => import('./company-values/company-values').then((module) => module.CompanyValues)),
  'EMPLOYEE-FEEDBACK': lazySection(() =>
    import('./employee-feedback/employee-feedback').then((module) => module.EmployeeFeedback),
  ),
  'SOCIAL-IMPACT': lazySection(() => import('./social-impact/social-impact').then((module) => module.SocialImpact)),
  'PRESS-RELEASE': lazySection(() => import('./press-release/press-release').then((module) => module.PressRelease)),
  BLOGS: lazySection(() => import('./blogs/blogs').then((module) => module.Blogs)),
  'INTERNSHIP-FORM': lazySection(() =>
    import('./internship-form/internship-form-section').then((module) => module.InternshipFormSection),
  ),
  'HIRE-TALENT-FORM': lazySection(() =>
    import('./hire-talent-form/hire-talent-form-section').then((module) => module.HireTalentFormSection),
  ),
} satisfies { [K in SectionType]: ComponentType<SectionProps<K>> };

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionComponents, type);
