// A product as GET /frontend/products/{slug} answers it, for product-page tests.
import type { ProductDetail } from '@horeca/core/api';

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7, product_id: 7, name: 'Countertop Deep Fryer 8L', product_name: 'Countertop Deep Fryer 8L', slug: 'countertop-deep-fryer-8l',
    url: 'kitchen-equipment/deep-fryers/countertop-deep-fryer-8l', sku: 'FRY-8L', images: ['/img/fryer.png'], image: '/img/fryer.png',
    alt_tags: ['Deep fryer'], image_sets: [{ webp: '/img/fryer-300.webp 300w', png: '/img/fryer-300.png 300w' }], video_path: null, avg_rating: 4.5, review_count: 2, original_price: 1200, sale_price: 999,
    front_sale_price: 999, price: 999, currency: 'AED', currency_title: 'AED', selling_type: { attribute_value: '1', attribute_value_unit: 'Each' },
    selling_unit: 'Each', per_unit_price: 999, delivery_days: 3, store_id: 1, vendor_id: 1, brand_id: 1, brand_name: 'Frymaster',
    quantity: 50, in_stock: 1, stock_status: 'in_stock', minimum_order_quantity: 1, maximum_order_quantity: 100, in_wishlist: false,
    category_id: 3, department_slug: 'kitchen-equipment', parent_category_url: 'kitchen-equipment', category_url: 'deep-fryers',
    created_at: '2026-01-01T00:00:00Z', description: '<p>Fries.</p>', specifications: [{ name: 'Capacity', value: '8 L' }],
    benefits: ['Fast recovery'], faq: [], brand: null, categories: [], breadcrumb: [], reviews: [],
    discounts: [{ id: 1, min_quantity: 5, discount_percent: 5, discounted_unit_price: 949.05 }], size_options: [],
    return_policy: '30 Days', status: 'published',
    ...overrides,
  };
}
