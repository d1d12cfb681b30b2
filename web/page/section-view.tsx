import type { ComponentType } from 'react';
import type { Section } from '#contracts/content';
import { isKnownSectionType, sectionComponents } from '../sections/registry';
import type { SectionProps } from '../sections/section-props';

/** Renders one section through the registry; a type the registry does not know renders nothing. */
export function SectionView({ section, isFirst }: { section: Section; isFirst: boolean }) {
  if (!isKnownSectionType(section.type)) return null;
  // The registry's `satisfies` clause ties each type to its props; the lookup by a union key cannot express that.
  const Component = sectionComponents[section.type] as ComponentType<SectionProps<typeof section.type>>;
  return <Component section={section} isFirst={isFirst} />;
}
