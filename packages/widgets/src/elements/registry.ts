// Every element of the package: its contract (eager: registration and the manifest read it)
// and a loader for its React body (lazy: the script-tag bundle puts each body in its own chunk,
// fetched when the element is first used). To add an element: a `<name>.contract.ts` with
// the contract and its header comment, a `<name>-element.tsx` exporting the body, and one
// entry here whose `load` is a dynamic import, never a static one (that would pull the body
// into the initial script).
import { cartBadgeContract, wishlistBadgeContract } from './badges.contract';
import type { ElementContract } from './contract';
import type { BodyLoader } from './lazy-body';
import { productCardContract } from './product-card.contract';
import { priceMatchClaimContract } from './price-match-claim.contract';
import { productCarouselContract } from './product-carousel.contract';
import { searchContract } from './search.contract';
import { glitchReporterContract } from './glitch-reporter.contract';
import { newsletterContract } from './newsletter.contract';
import { phoneInputContract } from './phone-input.contract';

export interface ElementEntry {
  contract: ElementContract;
  load: BodyLoader;
  /** The file declaring the contract, as the manifest names it. */
  module: string;
}

export const horecaElements: readonly ElementEntry[] = [
  {
    contract: productCardContract,
    load: () => import('./product-card-element').then((module) => module.ProductCardElementBody),
    module: 'src/elements/product-card.contract.ts',
  },
  {
    contract: productCarouselContract,
    load: () => import('./product-carousel-element').then((module) => module.ProductCarouselElementBody),
    module: 'src/elements/product-carousel.contract.ts',
  },
  {
    contract: cartBadgeContract,
    load: () => import('./badge-elements').then((module) => module.CartBadgeElementBody),
    module: 'src/elements/badges.contract.ts',
  },
  {
    contract: wishlistBadgeContract,
    load: () => import('./badge-elements').then((module) => module.WishlistBadgeElementBody),
    module: 'src/elements/badges.contract.ts',
  },
  {
    contract: searchContract,
    load: () => import('./search-element').then((module) => module.SearchElementBody),
    module: 'src/elements/search.contract.ts',
  },
  {
    contract: priceMatchClaimContract,
    load: () => import('./price-match-claim-element').then((module) => module.PriceMatchClaimElementBody),
    module: 'src/elements/price-match-claim.contract.ts',
  },
  {
    contract: phoneInputContract,
    load: () => import('./phone-input-element').then((module) => module.PhoneInputElementBody),
    module: 'src/elements/phone-input.contract.ts',
  },
  {
    contract: newsletterContract,
    load: () => import('./newsletter-element').then((module) => module.NewsletterElementBody),
    module: 'src/elements/newsletter.contract.ts',
  },
  {
    contract: glitchReporterContract,
    load: () => import('./glitch-reporter-element').then((module) => module.GlitchReporterElementBody),
    module: 'src/elements/glitch-reporter.contract.ts',
  },
];
