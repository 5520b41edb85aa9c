// Who sells on each storefront: the name, address, contact and tax number printed on the
// quotation and invoice PDFs and shown in the storefront's footer and contact page
// (docs/behaviour.md §9). One place, so a document and a page never disagree. The values are
// the store's own (the brief omits them); the ae tax number is STOREFRONTS' TRN.
import { STOREFRONTS, type Storefront } from './storefront';

export const STORE_NAME = 'Horeca Store';

export interface StoreIdentity {
  /** The address as printed, a line each, in English and in Arabic. */
  address: { en: readonly string[]; ar: readonly string[] };
  email: string;
  phone: string;
  phoneHref: string;
  /** The seller's tax number: the UAE TRN on ae, the federal EIN on us. */
  taxNumber: { kind: 'trn' | 'ein'; value: string };
}

export const STORE_IDENTITY: Record<Storefront, StoreIdentity> = {
  ae: {
    address: { en: ['Al Quoz Industrial Area 3', 'Dubai, United Arab Emirates'], ar: ['القوز الصناعية 3', 'دبي، الإمارات العربية المتحدة'] },
    email: 'support@horecastore.ae',
    phone: '+971 4 555 0100',
    phoneHref: 'tel:+97145550100',
    taxNumber: { kind: 'trn', value: STOREFRONTS.ae.taxRegistrationNumber },
  },
  us: {
    address: { en: ['350 Fifth Avenue', 'New York, NY 10118, United States'], ar: ['350 فيفث أفنيو', 'نيويورك، NY 10118، الولايات المتحدة'] },
    email: 'support@horecastore.us',
    phone: '+1 (800) 555-0100',
    phoneHref: 'tel:+18005550100',
    taxNumber: { kind: 'ein', value: '84-2917365' },
  },
};

/**
 * The store's mark: an H of three strokes on a 24-unit grid, on a rounded tile in the brand's
 * colour. The header draws it as an SVG picture, the PDFs as vector paths: nothing is fetched.
 */
export const STORE_MARK = {
  glyph: 'M7 5v14M17 5v14M7 12h10',
  grid: 24,
  strokeWidth: 3.2,
  /** The tile is 36 units with corners of 8; the glyph fills 22 of them, centred. */
  tile: 36,
  tileRadius: 8,
  glyphSize: 22,
  color: '#0b3d5c',
} as const;
