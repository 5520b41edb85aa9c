// Orders and returns (docs/behaviour.md §3 and §7).
import type { Id } from './common';

export interface OrderProduct {
  id: Id;
  quantity: number;
  /** The card shows the first image. */
  product: { name: string; images: string[] };
}

/** The body of GET /frontend/orders/{id}: the order itself, holding its lines. */
export interface Order {
  id: Id;
  order_products: OrderProduct[];
}

/** Multipart body of POST /frontend/order-products/{orderProductId}/return. */
export interface ReturnRequest {
  order_id: Id;
  product_id: Id;
  quantity: number;
  /** One of the five reasons of docs/behaviour.md §5 (their labels live in the messages table). */
  reason: string;
  description: string;
  product_images: Blob[];
  product_videos: Blob[];
}
