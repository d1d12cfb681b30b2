import { staffingPaths } from '../../config/api-map';
import { OpeningsBoard } from '../../features/careers/openings/openings-board';
import { SectionHeading } from '../section-heading';
import type { SectionProps } from '../section-props';

/** The section's targetUrl names the openings path under the staffing API; anything but a path falls back to the default. */
export const openingsPathOf = (targetUrl: string | undefined) =>
  targetUrl && /^\/[A-Za-z0-9/_-]+$/.test(targetUrl) ? targetUrl : staffingPaths.openings;

/** The current openings: heading, intro and the job board. */
export function OpeningsSection({ section, isFirst }: SectionProps<'OPENINGS-SECTION'>) {
  return (
    <div className="container openings-section">
      {section.heading && <SectionHeading isFirst={isFirst}>{section.heading}</SectionHeading>}
      {section.subHeading && <p className="lead">{section.subHeading}</p>}
      <OpeningsBoard path={openingsPathOf(section.targetUrl)} />
    </div>
  );
}
