import type { Page } from '#contracts/content';

/** A placeholder page (title and one line of text) until its real content is written. */
export const draftPage = (slug: string, path: string, title: string, description: string): Page => ({
  slug,
  path,
  title,
  description,
  sections: [
    { type: 'TITLE-SECTION', heading: title, subHeading: description },
    { type: 'TEXT-SECTION', supportText: [description] },
  ],
});
