// Every element of the package: its contract and its React body. Registration and the
// manifest script both read this list.
import type { ComponentType } from 'react';
import {
  CartBadgeElementBody,
  WishlistBadgeElementBody,
  cartBadgeContract,
  wishlistBadgeContract,
} from './badge-elements';
import type { ElementContract } from './contract';
import type { ElementBodyProps } from './define-element';
import { ProductCardElementBody, productCardContract } from './product-card-element';
import { ProductCarouselElementBody, productCarouselContract } from './product-carousel-element';

export interface ElementEntry {
  contract: ElementContract;
  Body: ComponentType<ElementBodyProps>;
  /** The file declaring the contract, as the manifest names it. */
  module: string;
}

export const horecaElements: readonly ElementEntry[] = [
  { contract: productCardContract, Body: ProductCardElementBody, module: 'src/elements/product-card-element.tsx' },
  { contract: productCarouselContract, Body: ProductCarouselElementBody, module: 'src/elements/product-carousel-element.tsx' },
  { contract: cartBadgeContract, Body: CartBadgeElementBody, module: 'src/elements/badge-elements.tsx' },
  { contract: wishlistBadgeContract, Body: WishlistBadgeElementBody, module: 'src/elements/badge-elements.tsx' },
];
