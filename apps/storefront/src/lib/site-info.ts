// Contact details and fixed links the spec leaves out ("values omitted"). The contact details
// are core's store identity (the PDFs print the same), so the footer, contact page,
// maintenance page and documents agree.
import { STORE_IDENTITY, type Storefront } from '@horeca/core/storefront';
import type { StorefrontWords } from './words';

export interface SiteInfo {
  email: string;
  phone: string;
  phoneHref: string;
  address: string;
}

function siteInfo(storefront: Storefront): SiteInfo {
  const { email, phone, phoneHref, address } = STORE_IDENTITY[storefront];
  return { email, phone, phoneHref, address: address.en.join(', ') };
}

export const SITE_INFO: Record<Storefront, SiteInfo> = { ae: siteInfo('ae'), us: siteInfo('us') };

/** docs/behaviour.md §2.8: five fixed brand links under /brands/{slug}. */
export const FOOTER_BRANDS = [
  { slug: 'rational', name: 'Rational' },
  { slug: 'hobart', name: 'Hobart' },
  { slug: 'hoshizaki', name: 'Hoshizaki' },
  { slug: 'libbey', name: 'Libbey' },
  { slug: 'cambro', name: 'Cambro' },
] as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The footer's policy links, in the page's words (useWords). */
export const policyLinks = (storefrontMessages: StorefrontWords['storefront']) => [
  { label: storefrontMessages.shippingPolicy, to: '/pages/shipping-policy' },
  { label: storefrontMessages.termsConditions, to: '/pages/terms-conditions' },
  { label: storefrontMessages.privacyPolicy, to: '/pages/privacy-policy' },
  { label: storefrontMessages.returnPolicy, to: '/pages/return-policy' },
];
