import { useRef, useState } from 'react';
import { SmartLink } from '../../components/ui/smart-link';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';
import { formatBlogDate } from './blog-date';
import { BlogPagination } from './blog-pagination';

/** docs/product.md §4: six posts to a page. */
export const BLOG_PAGE_SIZE = 6;
export const NO_BLOGS = 'No blog data available.';

/**
 * Blog (or white-paper) cards: title, date, introduction and a 'Read now' link, six to a page with
 * previous, numbered and next buttons. Changing page moves focus to the top of the list.
 */
export function Blogs({ section, isFirst }: SectionProps<'BLOGS'>) {
  const posts = section.Blogs ?? [];
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const shown = posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const Title = itemHeadingTag(isFirst, Boolean(section.heading));
  const label = section.heading ?? 'Articles';

  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="container blogs">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
      />
      {posts.length === 0 ? (
        <p className="blogs__empty" role="status">
          {NO_BLOGS}
        </p>
      ) : (
        <>
          <ul
            ref={listRef}
            className="blogs__grid list-unstyled"
            tabIndex={-1}
            aria-label={pageCount > 1 ? `${label}, page ${page} of ${pageCount}` : label}
          >
            {shown.map((post) => (
              <li key={post.id}>
                <article className="blog-card">
                  <time className="blog-card__date" dateTime={post.date}>
                    {formatBlogDate(post.date)}
                  </time>
                  <Title className="blog-card__title">{post.title}</Title>
                  <p className="blog-card__intro">{post.introduction}</p>
                  <SmartLink to={post.link} className="blog-card__link">
                    Read now<span className="visually-hidden">: {post.title}</span>
                    <span aria-hidden="true"> →</span>
                  </SmartLink>
                </article>
              </li>
            ))}
          </ul>
          {pageCount > 1 && <BlogPagination page={page} pageCount={pageCount} onPage={goTo} label={`${label} pages`} />}
        </>
      )}
    </div>
  );
}
