import { jobPaths } from '#content/pages/jobs';
import { pageFamily } from '#content/page-families';
import { findPageAt, pageKeyOf } from '#content/resolve';
import { LazyNotFound } from '../app-shell/lazy-not-found';
import { pagePurpose } from '../page/page-purpose';
import { PageView } from '../page/page-view';
import { headTags, notFoundHeadTags, pageTitle } from '../seo/head-tags';
import { useServerJobTags } from '../seo/use-server-job-tags';
import type { Route } from './+types/content-page';

/** The job page: the server writes its head tags for the job it names (server/seo). */
const isJobPage = (page: { path: string } | null | undefined) => page?.path === jobPaths.description;

/** Runs at build time (pre-rendering): each page's content travels with its HTML, not in the bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const page = findPageAt(new URL(request.url).pathname) ?? null;
  // The page's layout (web/page/page-purpose.ts) and family (content/page-families.ts), worked out here so
  // their tables stay out of the browser's code.
  return {
    page,
    purpose: page ? pagePurpose(page.path) : ('other' as const),
    family: page ? pageFamily(pageKeyOf(page.path)) : undefined,
  };
}

export function meta({ data }: Route.MetaArgs) {
  const page = data?.page;
  if (!page) return notFoundHeadTags();
  // A job page's head tags name the job: the server writes them (server/seo). In the browser the page
  // keeps them, and only the title is set here until the job's own title replaces it.
  if (isJobPage(page) && typeof document !== 'undefined') return [{ title: pageTitle(page) }];
  return headTags({ title: pageTitle(page), description: page.description, path: page.path });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  useServerJobTags(isJobPage(loaderData.page));
  return loaderData.page ? (
    <PageView page={loaderData.page} purpose={loaderData.purpose} family={loaderData.family} />
  ) : (
    <LazyNotFound />
  );
}
