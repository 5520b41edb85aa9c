// A partner page's cart handed to the store, as Shopify's cart permalinks do (docs/behaviour.md
// §2: /cart/add?items=ID:QTY,...&from=...&handoff=...). The store's page sends the lines here
// once: each is checked (a published product, a quantity within its limits, enough stock),
// the bad ones are reported and the good ones kept. A signed-in shopper's (or a registered
// guest's) good lines join the server cart in the same transaction that records the handoff;
// a guest without a token gets them back to keep in the browser's cart. The recorded handoff
// is the store's confirmation the partner page reads before it clears its own lines, and it
// carries the partner's origin to the order (checkout-service.ts).
import { and, eq, gte } from 'drizzle-orm';
import { HANDOFF_ID_PATTERN } from '@horeca/core/cart';
import { type Locale } from '@horeca/core/locale';
import { cartHandoffs } from '../db/schema/commerce';
import type { Db } from '../db/client';
import { loadProducts, productCardFields, quantityLimits, quantityMessage, type CommerceProduct, type Storefront } from '../catalogue/commerce-products';
import { productNameIn } from '../catalogue/product-names';
import { cartTotal, MAX_MERGE_LINES, mergeLine } from './cart-service';
import { normalisePartnerOrigin } from './partner-origin';
import { messageText, said, type Message } from '../words/message-keys';

/** The partner widget's random id (base64url); also any id the store's page makes itself. */
export const HANDOFF_ID = HANDOFF_ID_PATTERN;
/** The longest `items` read: 100 lines of a 9-digit id and a 3-digit quantity fit well within. */
export const HANDOFF_ITEMS_MAX = 2000;
/** How long a handoff confirms to its partner page and attributes an order (then swept). */
export const HANDOFF_KEPT_DAYS = 30;

export const HANDOFF_TOO_MANY = said('api.tooManyProductsAtOnce', { max: MAX_MERGE_LINES });

export interface HandoffInput {
  id: string;
  items: string;
  from?: string | undefined;
  storefront: Storefront;
}

export interface RequestedLine {
  productId: number;
  quantity: number;
  /** The text of the item as sent (`12:3`), to name it in a report. */
  item: string;
}

/** A line that cannot go to the cart, and why (by key: written in the shopper's language in the answer). */
export interface RejectedLine {
  item: string;
  product_id: number | null;
  message: Message;
}

/**
 * `12:3,40:1` (a bare `12` is one unit) as lines; the same product twice is one line with
 * the quantities summed. Unreadable items and those past the hundredth are reported.
 */
export function parseHandoffItems(items: string): { lines: RequestedLine[]; rejected: RejectedLine[] } {
  const rejected: RejectedLine[] = [];
  const byProduct = new Map<number, RequestedLine>();
  const parts = items.split(',').map((part) => part.trim()).filter(Boolean);
  for (const item of parts) {
    const match = /^(\d{1,9})(?::(\d{1,4}))?$/.exec(item);
    const productId = match ? Number(match[1]) : 0;
    const quantity = match ? Number(match[2] ?? '1') : 0;
    if (!match || productId < 1 || quantity < 1) {
      rejected.push({ item: item.slice(0, 40), product_id: null, message: said('api.itemUnreadable') });
      continue;
    }
    const known = byProduct.get(productId);
    if (known) {
      known.quantity += quantity;
      known.item = `${productId}:${known.quantity}`;
    } else if (byProduct.size >= MAX_MERGE_LINES) {
      rejected.push({ item, product_id: productId, message: HANDOFF_TOO_MANY });
    } else {
      byProduct.set(productId, { productId, quantity, item });
    }
  }
  return { lines: [...byProduct.values()], rejected };
}

/** Why a line cannot go to the cart as it is (as checkout words it), or null. */
function lineProblem(product: CommerceProduct | undefined, quantity: number, locale: Locale): Message | null {
  if (!product || product.status !== 'published') return said('api.productNotAvailable');
  const { min, max } = quantityLimits(product);
  if (quantity < min || quantity > max) return quantityMessage(product);
  // The name in the shopper's language, as the message is.
  const name = productNameIn(product, locale);
  if (product.stock <= 0) return said('api.outOfStock', { name });
  if (product.stock < quantity) return said('api.onlyLeftInStock', { left: product.stock, name });
  return null;
}

export function createHandoffService(db: Db) {
  return {
    /**
     * Checks the lines, records the handoff and (with a customer) merges the good lines into
     * the server cart, all once per id: the same handoff again (a reload of the store's page)
     * merges nothing and answers `replayed: true`, so a guest's browser adds nothing twice.
     */
    async hand(customerId: number | null, input: HandoffInput, origin: string, locale: Locale) {
      const { lines, rejected } = parseHandoffItems(input.items);
      const found = await loadProducts(db, lines.map((line) => line.productId));
      const good: { line: RequestedLine; product: CommerceProduct }[] = [];
      for (const line of lines) {
        const product = found.get(line.productId);
        const problem = lineProblem(product, line.quantity, locale);
        if (problem) rejected.push({ item: line.item, product_id: line.productId, message: problem });
        else good.push({ line, product: product! });
      }
      const partnerOrigin = normalisePartnerOrigin(input.from);
      const recorded = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(cartHandoffs)
          .values({ id: input.id, partnerOrigin, customerId })
          .onConflictDoNothing({ target: cartHandoffs.id })
          .returning({ id: cartHandoffs.id });
        const fresh = inserted.length > 0;
        const merged: Map<number, number> = new Map();
        if (fresh && customerId !== null) {
          // In id order, as add-multiple does: two merges for one customer lock lines alike.
          for (const { line, product } of [...good].sort((a, b) => a.product.id - b.product.id)) {
            merged.set(product.id, await mergeLine(tx, customerId, product, line.quantity));
          }
        }
        const [row] = await tx.select({ partnerOrigin: cartHandoffs.partnerOrigin }).from(cartHandoffs).where(eq(cartHandoffs.id, input.id));
        const total = customerId !== null ? await cartTotal(tx, customerId) : null;
        return { fresh, merged, partnerOrigin: row?.partnerOrigin ?? null, total };
      });
      const added = good.map(({ line, product }) => ({
        product_id: product.id,
        quantity: line.quantity,
        /** The server cart's line after the merge (signed in); null for a guest's browser cart. */
        cart_quantity: recorded.merged.get(product.id) ?? null,
        product: productCardFields(product, input.storefront, origin, locale),
      }));
      return {
        success: true,
        message: added.length > 0 ? said('api.cartUpdated') : said('api.noProductAdded'),
        data: {
          id: input.id,
          partner_origin: recorded.partnerOrigin,
          replayed: !recorded.fresh,
          merged_into_account: recorded.fresh && customerId !== null && added.length > 0,
          added,
          rejected: rejected.map((line) => ({ ...line, message: messageText(line.message, locale) })),
          total: recorded.total,
        },
      };
    },

    /** The store's confirmation a partner page asks for: does this handoff exist (and is it recent)? */
    async confirmed(id: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .select({ id: cartHandoffs.id })
        .from(cartHandoffs)
        .where(and(eq(cartHandoffs.id, id), gte(cartHandoffs.createdAt, keptSince(now))));
      return rows.length > 0;
    },

    /** The partner origin of a recent handoff, for the order it leads to; null when none. */
    partnerOriginOf: (id: string | undefined, now = new Date()) => partnerOriginOf(db, id, now),
  };
}

const keptSince = (now: Date) => new Date(now.getTime() - HANDOFF_KEPT_DAYS * 24 * 60 * 60 * 1000);

export async function partnerOriginOf(db: Db, id: string | undefined, now = new Date()): Promise<string | null> {
  if (!id || !HANDOFF_ID.test(id)) return null;
  const [row] = await db
    .select({ partnerOrigin: cartHandoffs.partnerOrigin })
    .from(cartHandoffs)
    .where(and(eq(cartHandoffs.id, id), gte(cartHandoffs.createdAt, keptSince(now))));
  return row?.partnerOrigin ?? null;
}

export type HandoffService = ReturnType<typeof createHandoffService>;
