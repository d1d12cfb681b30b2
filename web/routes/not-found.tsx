import { brand } from '#content/brand';
import { NotFound } from '../app-shell/not-found';

export const meta = () => [{ title: `Page not found | ${brand.name}` }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
