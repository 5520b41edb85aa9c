// Contact details and fixed links the spec leaves out ("values omitted"); one place per
// storefront so the footer, contact page and maintenance page agree.
import type { Storefront } from '@horeca/core';
import { storefrontMessages } from './messages';

export interface SiteInfo {
  email: string;
  phone: string;
  phoneHref: string;
  address: string;
}

export const SITE_INFO: Record<Storefront, SiteInfo> = {
  ae: { email: 'support@horecastore.ae', phone: '+971 4 555 0100', phoneHref: 'tel:+97145550100', address: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates' },
  us: { email: 'support@horecastore.us', phone: '+1 (800) 555-0100', phoneHref: 'tel:+18005550100', address: '350 Fifth Avenue, New York, NY 10118, United States' },
};

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

/** Read at render: the words follow the page's language (lib/locale.ts). */
export const policyLinks = () => [
  { label: storefrontMessages.shippingPolicy, to: '/pages/shipping-policy' },
  { label: storefrontMessages.termsConditions, to: '/pages/terms-conditions' },
  { label: storefrontMessages.privacyPolicy, to: '/pages/privacy-policy' },
  { label: storefrontMessages.returnPolicy, to: '/pages/return-policy' },
];
