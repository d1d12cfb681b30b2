import type { Opening } from '#contracts/api/staffing/openings';
import type { SectionOf } from '#contracts/content';
import { placeholderValue } from './job-placeholders';
import { useOpening } from './use-opening';

type Fields = Pick<SectionOf<'JOB-TITLE-SECTION'>, 'heading' | 'subHeading' | 'headingField' | 'subHeadingField'>;

/** The job page's title: heading and subheading from the configured fields of the opening, the section's own text until it is known. */
export function useJobTitle({ heading, subHeading, headingField, subHeadingField }: Fields) {
  const state = useOpening();
  const opening: Opening | null =
    state.status === 'ready'
      ? state.opening
      : state.status === 'loading' || state.status === 'error'
        ? state.preview
        : null;
  if (!opening) return { heading, subHeading, known: false };
  return {
    heading: placeholderValue(headingField, opening) ?? heading,
    subHeading: subHeadingField ? (placeholderValue(subHeadingField, opening) ?? subHeading) : subHeading,
    known: true,
  };
}
