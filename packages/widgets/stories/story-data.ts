// Story fixtures: products whose images are inline SVGs, so Storybook fetches nothing.
import type { Product } from '@horeca/core/product';

function swatch(color: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${color}"/><text x="100" y="110" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const palette = ['#0b5cad', '#1d7a3a', '#b7791f', '#c0262d', '#5b6470'];

export const saleProduct: Product = {
  id: 101,
  name: 'Chef Knife 8 inch Stainless Steel',
  url: 'chef-knife-8-inch',
  parent_category_url: 'kitchen-supplies',
  category_url: 'knives',
  sku: 'HK-CHEF-8-STAINLESS-2024',
  images: palette.map((color, index) => swatch(color, `Knife ${index + 1}`)),
  avg_rating: 4.5,
  original_price: 120,
  sale_price: 90,
  delivery_days: 2,
  in_wishlist: false,
};

export const regularProduct: Product = {
  id: 202,
  name: 'Serving Tray 45 cm',
  url: 'serving-tray',
  parent_category_url: 'tableware',
  category_url: 'trays',
  sku: 'TRAY-45',
  images: [swatch('#5b6470', 'Tray')],
  avg_rating: 3,
  original_price: 45.5,
};

export const outOfStockProduct = {
  ...regularProduct,
  id: 303,
  name: 'Ice Machine 50 kg',
  stock_status: 'out_of_stock',
  images: [swatch('#1b1f24', 'Ice')],
} as Product;

export const videoProduct: Product = {
  ...regularProduct,
  id: 404,
  name: 'Planetary Mixer 20 L',
  images: [swatch('#b7791f', 'Mixer')],
  // A same-origin path: Storybook serves nothing there, and the card falls back to the image.
  video_path: 'mixer-preview.mp4',
  original_price: 2500,
};

export const bareProduct: Product = { id: 505, name: 'Product without images or price', url: 'bare' };

export function productList(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    ...(index % 2 === 0 ? saleProduct : regularProduct),
    id: 1000 + index,
    name: `${index % 2 === 0 ? 'Chef Knife' : 'Serving Tray'} ${index + 1}`,
    images: [swatch(palette[index % palette.length] as string, `#${index + 1}`)],
  }));
}
