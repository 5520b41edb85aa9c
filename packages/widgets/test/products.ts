// Products shaped as the API sends them to a card (docs/behaviour.md §3).
import type { Product } from '@horeca/core/product';

export const chefKnife: Product = {
  id: 101,
  name: 'Chef Knife 8 inch Stainless Steel',
  url: 'chef-knife-8-inch',
  parent_category_url: 'kitchen-supplies',
  category_url: 'knives',
  sku: 'HK-CHEF-8-STAINLESS-2024',
  images: ['/img/knife-1.jpg', '/img/knife-2.jpg', '/img/knife-3.jpg', '/img/knife-4.jpg', '/img/knife-5.jpg', '/img/knife-6.jpg'],
  avg_rating: 4.5,
  original_price: 120,
  sale_price: 90,
  delivery_days: 2,
  in_wishlist: false,
  maximum_order_quantity: 99,
};

export const plainTray: Product = {
  id: 202,
  name: 'Serving Tray',
  url: 'serving-tray',
  parent_category_url: 'tableware',
  category_url: 'trays',
  sku: 'TRAY-1',
  images: ['/img/tray.jpg'],
  avg_rating: 3,
  original_price: 45.5,
  sale_price: 0,
  delivery_days: null,
};

export const videoMixer: Product = {
  id: 303,
  name: 'Planetary Mixer',
  url: 'planetary-mixer',
  parent_category_url: 'kitchen-equipment',
  category_url: 'mixers',
  sku: 'MIX-20L',
  images: ['/img/mixer.jpg'],
  video_path: '/video/mixer.mp4',
  original_price: 2500,
};

export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => ({
    ...plainTray,
    id: 1000 + index,
    name: `Product ${index + 1}`,
    url: `product-${index + 1}`,
  }));
}
