// docs/behaviour.md §2.8: newsletter, category columns (6/5/4/3/2 by width, CSS hides the extra ones, up
// to 6 subcategories each), five fixed brand links, policy and company links, contact
// details, social links, payments image and copyright.
import { DEPARTMENTS, FOOTER_COLUMNS } from '@horeca/core/constants';
import { Link } from 'react-router';
import { formatText } from '../lib/messages';
import { FOOTER_BRANDS, policyLinks, SITE_INFO, SOCIAL_LINKS } from '../lib/site-info';
import { useStorefront } from '../lib/storefront-context';
import { childPath, departmentPath } from '../lib/category-paths';
import { useCategories } from '../resources/catalogue';
import { FooterNewsletter } from './footer-newsletter';
import { useCoreMessages } from '@horeca/widgets';
import { useWords } from '../lib/words';

const MAX_COLUMNS = FOOTER_COLUMNS.byWidth[0]?.columns ?? 6;

export function SiteFooter() {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const tree = useCategories();
  const storefront = useStorefront();
  const info = SITE_INFO[storefront];
  const columns = (tree.length > 0 ? tree : DEPARTMENTS.map((d) => ({ ...d, children: [] }))).slice(0, MAX_COLUMNS);
  return (
    <footer className="site-footer">
      <FooterNewsletter />
      <div className="site-footer__categories">
        {columns.map((department) => (
          <section key={department.slug} className="footer-column" aria-labelledby={`footer-${department.slug}`}>
            <h2 id={`footer-${department.slug}`} className="footer-column__title">
              <Link to={departmentPath(department)}>{department.name}</Link>
            </h2>
            <ul>
              {department.children.slice(0, FOOTER_COLUMNS.maxSubcategories).map((child) => (
                <li key={child.slug}>
                  <Link to={childPath(department, child)}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="site-footer__links">
        <section aria-labelledby="footer-brands">
          <h2 id="footer-brands" className="footer-column__title">{storefrontMessages.topBrands}</h2>
          <ul>
            {FOOTER_BRANDS.map((brand) => (
              <li key={brand.slug}>
                <Link to={`/brands/${brand.slug}`}>{brand.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/all-brands">{storefrontMessages.allBrands}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="footer-column__title">{messages.header.policies}</h2>
          <ul>
            {policyLinks(storefrontMessages).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-column__title">{storefrontMessages.company}</h2>
          <ul>
            <li><Link to="/pages/about-us">{storefrontMessages.aboutUs}</Link></li>
            <li><Link to="/pages/contact-us">{messages.header.contactUs}</Link></li>
            <li><Link to="/blog">{messages.header.blogs}</Link></li>
            <li><Link to="/faq">{storefrontMessages.faq}</Link></li>
            <li><Link to="/price-match">{storefrontMessages.priceMatch}</Link></li>
            <li><Link to="/sell-on-horeca">{storefrontMessages.sellOnHoreca}</Link></li>
            <li><Link to="/sitemap">{storefrontMessages.sitemap}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-column__title">{storefrontMessages.contact}</h2>
          <address>
            <a href={`mailto:${info.email}`}>{info.email}</a>
            <br />
            <a href={info.phoneHref}>{info.phone}</a>
          </address>
          <ul className="social-links">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener noreferrer" target="_blank">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <img src="/payments.svg" width="240" height="32" alt={storefrontMessages.paymentsAlt} loading="lazy" />
        <p>{formatText(storefrontMessages.copyright, { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
