import { findPage, pageKeyOf } from '#content/resolve';
import { brand } from '#content/brand';
import { NotFound } from '../app-shell/not-found';
import { PageView } from '../page/page-view';
import type { Route } from './+types/content-page';

/** Runs at build time (pre-rendering): each page's content travels with its HTML, not in the bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(pageKeyOf(new URL(request.url).pathname)) ?? null;
  return { page };
}

export function meta({ data }: Route.MetaArgs) {
  const page = data?.page;
  if (!page) return [{ title: `Page not found | ${brand.name}` }, { name: 'robots', content: 'noindex' }];
  return [
    { title: page.slug === 'home' ? page.title : `${page.title} | ${brand.name}` },
    { name: 'description', content: page.description },
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <PageView page={loaderData.page} /> : <NotFound />;
}
