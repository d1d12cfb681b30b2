import { JobView } from '../../features/careers/job/job-view';
import type { SectionProps } from '../section-props';

/** The job's details and description with the application form beside them. */
export function JobSection({ section, isFirst }: SectionProps<'JOB-SECTION'>) {
  return (
    <div className="container job-section">
      <JobView
        keyDetails={section.keyDetails}
        detailsHeading={section.heading ?? 'Job details'}
        descriptionHeading={section.descriptionHeading}
        formHeading={section.subHeading ?? 'Apply for this job'}
        formIntro={section.supportText?.join(' ')}
        listHref={section.targetUrl}
        headingLevel={isFirst ? 'h1' : 'h2'}
      />
    </div>
  );
}
