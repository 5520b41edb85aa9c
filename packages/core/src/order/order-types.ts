// A return's request (docs/behaviour.md §3 and §7); what the API answers about orders is declared
// in answers/orders.ts.
import type { Id } from '../api/answer-types';

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
