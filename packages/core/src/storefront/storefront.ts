// The storefronts: the one place their ids, settings, guard and schema are declared
// (docs/behaviour.md §9). The API's query and body schemas, the widgets' element contract and
// the storefront host all derive from these; nothing else spells 'ae' | 'us'.
export const STOREFRONT_IDS = ['ae', 'us'] as const;
export type Storefront = (typeof STOREFRONT_IDS)[number];
export const DEFAULT_STOREFRONT: Storefront = 'ae';

export interface StorefrontSettings {
  currency: 'AED' | 'USD';
  locale: string;
  vatIncluded: boolean;
  vatRate?: number;
  /** The seller's VAT registration number (TRN), printed on every UAE tax invoice. */
  taxRegistrationNumber?: string;
}

// UAE prices include 5% VAT; US prices exclude tax, computed at checkout (the FAQ's figures).
export const STOREFRONTS = {
  ae: { currency: 'AED', locale: 'en-AE', vatIncluded: true, vatRate: 0.05, taxRegistrationNumber: '100394857600003' },
  us: { currency: 'USD', locale: 'en-US', vatIncluded: false },
} as const satisfies Record<Storefront, StorefrontSettings>;

export const isStorefront = (value: unknown): value is Storefront => (STOREFRONT_IDS as readonly unknown[]).includes(value);

export const STOREFRONT_MESSAGE = `storefront must be ${STOREFRONT_IDS.join(' or ')}.`;
