export { ProductCard } from './product-card';
export type { AddToCartDetail, ProductCardProps, ProductCardVariant, WishlistChangeDetail } from './product-card';
export type { ImagePriority } from './card-media';
export { ConnectedProductCard } from './connected-product-card';
export type { ConnectedProductCardProps } from './connected-product-card';
export { CardSkeleton } from './card-skeleton';
