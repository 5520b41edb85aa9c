// Every element of the package: its contract (eager: registration and the manifest read it)
// and a loader for its React body (lazy: the script-tag bundle puts each body in its own chunk,
// fetched when the element is first used). Each lives in its widget's folder. To add an element:
// in that folder a `<name>.contract.ts` with the contract and its header comment, a
// `<name>-element.tsx` exporting the body, and one entry here whose `load` is a dynamic import,
// never a static one (that would pull the body into the initial script).
import { cartBadgeContract } from '../cart-badge/cart-badge.contract';
import { wishlistBadgeContract } from '../wishlist-badge/wishlist-badge.contract';
import type { ElementContract } from './contract';
import type { BodyLoader } from './lazy-body';
import { productCardContract } from '../product-card/product-card.contract';
import { priceMatchClaimContract } from '../price-match-claim/price-match-claim.contract';
import { productCarouselContract } from '../product-carousel/product-carousel.contract';
import { searchContract } from '../search/search.contract';
import { glitchReporterContract } from '../glitch-reporter/glitch-reporter.contract';
import { newsletterContract } from '../newsletter/newsletter.contract';
import { phoneInputContract } from '../phone-input/phone-input.contract';

export interface ElementEntry {
  contract: ElementContract;
  load: BodyLoader;
  /** The file declaring the contract, as the manifest names it. */
  module: string;
}

export const horecaElements: readonly ElementEntry[] = [
  {
    contract: productCardContract,
    load: () => import('../product-card/product-card-element').then((module) => module.ProductCardElementBody),
    module: 'src/product-card/product-card.contract.ts',
  },
  {
    contract: productCarouselContract,
    load: () => import('../product-carousel/product-carousel-element').then((module) => module.ProductCarouselElementBody),
    module: 'src/product-carousel/product-carousel.contract.ts',
  },
  {
    contract: cartBadgeContract,
    load: () => import('../cart-badge/count-badge-elements').then((module) => module.CartBadgeElementBody),
    module: 'src/cart-badge/cart-badge.contract.ts',
  },
  {
    contract: wishlistBadgeContract,
    load: () => import('../cart-badge/count-badge-elements').then((module) => module.WishlistBadgeElementBody),
    module: 'src/wishlist-badge/wishlist-badge.contract.ts',
  },
  {
    contract: searchContract,
    load: () => import('../search/search-element').then((module) => module.SearchElementBody),
    module: 'src/search/search.contract.ts',
  },
  {
    contract: priceMatchClaimContract,
    load: () => import('../price-match-claim/price-match-claim-element').then((module) => module.PriceMatchClaimElementBody),
    module: 'src/price-match-claim/price-match-claim.contract.ts',
  },
  {
    contract: phoneInputContract,
    load: () => import('../phone-input/phone-input-element').then((module) => module.PhoneInputElementBody),
    module: 'src/phone-input/phone-input.contract.ts',
  },
  {
    contract: newsletterContract,
    load: () => import('../newsletter/newsletter-element').then((module) => module.NewsletterElementBody),
    module: 'src/newsletter/newsletter.contract.ts',
  },
  {
    contract: glitchReporterContract,
    load: () => import('../glitch-reporter/glitch-reporter-element').then((module) => module.GlitchReporterElementBody),
    module: 'src/glitch-reporter/glitch-reporter.contract.ts',
  },
];
