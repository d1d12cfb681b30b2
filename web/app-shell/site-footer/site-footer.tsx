import { Link } from 'react-router';
import type { Footer } from '#contracts/content';
import { brand } from '#content/brand';
import { BrandMark } from '../brand-mark';
import { MenuLink } from '../site-navbar/menu-link';
import { SocialIcon } from './social-icon';

export function SiteFooter({ footer, year = new Date().getFullYear() }: { footer: Footer; year?: number }) {
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="footer-intro">
          <Link to="/home" className="footer-brand d-inline-flex align-items-center gap-2">
            <BrandMark />
            <span>{brand.name}</span>
          </Link>
          <p className="small mb-0">{footer.tagline}</p>
        </div>
        {/* Up to four columns side by side on a desktop, two on a phone. */}
        <div className="footer-columns">
          {footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="footer-heading">{column.title}</h2>
              <ul className="list-unstyled small mb-0">
                {column.links.map((link) => (
                  <li key={link.title} className="mb-2">
                    <MenuLink to={link.targetUrl}>{link.title}</MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center mt-5 pt-4">
          <p className="small mb-0">
            © {year} {brand.legalName}. All rights reserved. · <Link to="/privacy-policy">Privacy Policy</Link>
            {footer.legal?.map((link) => (
              <span key={link.targetUrl}>
                {' · '}
                <MenuLink to={link.targetUrl}>{link.title}</MenuLink>
              </span>
            ))}
          </p>
          <ul className="list-unstyled d-flex gap-3 mb-0" aria-label="Social media">
            {footer.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={item.label}
                  className="social-link"
                >
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
