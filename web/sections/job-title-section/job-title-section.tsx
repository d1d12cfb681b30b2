import { useEffect } from 'react';
import { brand } from '#content/brand';
import { JOB_TITLE_ISLAND_ID } from '#contracts/seo';
import { useJobTitle } from '../../features/careers/job/job-title';
import { useServerHtml } from '../../features/careers/job/server-job';
import { useHydrated } from '../../components/ui/use-hydrated';
import { SectionHeading } from '../section-heading';
import { preloadTitleBand } from '../title-section/title-section';
import type { SectionProps } from '../section-props';

/** The job page's title band: the opening's title and location once known (the page's own title until then). */
export function JobTitleSection({ section, isFirst }: SectionProps<'JOB-TITLE-SECTION'>) {
  const { heading, subHeading, known } = useJobTitle(section);
  preloadTitleBand(isFirst);
  // The job's title as the server wrote it into the page: kept while the app hydrates.
  const hydrated = useHydrated();
  const serverHtml = useServerHtml(JOB_TITLE_ISLAND_ID);

  // The document title follows the job, so tabs, history and bookmarks name it.
  useEffect(() => {
    if (known && heading) document.title = `${heading} | ${brand.name}`;
  }, [known, heading]);

  return (
    <div className="title-section job-title-section">
      {!hydrated && serverHtml !== '' ? (
        <div id={JOB_TITLE_ISLAND_ID} className="container" dangerouslySetInnerHTML={{ __html: serverHtml }} />
      ) : (
        <div id={JOB_TITLE_ISLAND_ID} className="container">
          {heading && (
            <SectionHeading isFirst={isFirst} className="title-section__heading">
              {heading}
            </SectionHeading>
          )}
          {subHeading && <p className="title-section__subheading lead">{subHeading}</p>}
        </div>
      )}
    </div>
  );
}
