import { NotFound } from '../app-shell/not-found';
import { notFoundHeadTags } from '../seo/head-tags';

export const meta = notFoundHeadTags;

export default function NotFoundRoute() {
  return <NotFound />;
}
