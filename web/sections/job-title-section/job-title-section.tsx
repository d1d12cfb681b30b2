import { useEffect } from 'react';
import { brand } from '#content/brand';
import { useJobTitle } from '../../features/careers/job/job-title';
import { SectionHeading } from '../section-heading';
import { preloadTitleBand } from '../title-section/title-section';
import type { SectionProps } from '../section-props';

/** The job page's title band: the opening's title and location once known (the page's own title until then). */
export function JobTitleSection({ section, isFirst }: SectionProps<'JOB-TITLE-SECTION'>) {
  const { heading, subHeading, known } = useJobTitle(section);
  preloadTitleBand(isFirst);

  // The document title follows the job, so tabs, history and bookmarks name it.
  useEffect(() => {
    if (known && heading) document.title = `${heading} | ${brand.name}`;
  }, [known, heading]);

  return (
    <div className="title-section job-title-section">
      <div className="container">
        {heading && (
          <SectionHeading isFirst={isFirst} className="title-section__heading">
            {heading}
          </SectionHeading>
        )}
        {subHeading && <p className="title-section__subheading lead">{subHeading}</p>}
      </div>
    </div>
  );
}
