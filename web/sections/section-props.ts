import type { SectionOf, SectionType } from '#contracts/content';

/** What every section component receives: its content, and whether it opens the page (it then owns the h1). */
export type SectionProps<T extends SectionType> = {
  section: SectionOf<T>;
  isFirst: boolean;
};
