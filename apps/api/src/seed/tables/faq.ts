/** FAQ per storefront, in the six categories of docs/behaviour.md §2.11; answers may hold simple markup. */
import { FAQ_TYPES } from '@horeca/core/answers';
import { REFUND_BUSINESS_DAYS } from '@horeca/core/constants';
import { deliveryDaysText, regionDeliveryEstimate, type DeliveryRegion } from '@horeca/core/product';
import { type Storefront } from '@horeca/core/storefront';

// The delivery and refund figures are the store's promises, stated from core's constants so the
// FAQ, the order confirmation and the mails cannot drift apart.
const days = (region: DeliveryRegion) => deliveryDaysText(regionDeliveryEstimate(region));

export { FAQ_TYPES };

type Qa = [question: string, answer: string];
type FaqSet = Record<(typeof FAQ_TYPES)[number], Qa[]>;

const shared = (region: 'US' | 'UAE'): FaqSet => {
  const us = region === 'US';
  return {
    About: [
      ['What is Horeca Store?', `Horeca Store is an online wholesale and retail store for hotels, restaurants, cafes, caterers, bakeries, cloud kitchens and home chefs: 100,000+ products for the ${us ? 'United States' : 'UAE and the Gulf'}, trusted by 5,000+ business customers and backed by a 25,000+ network of suppliers and partners.`],
      ['Do you work with businesses?', 'Yes. Business accounts get <strong>dedicated B2B account managers</strong>, purchase orders and custom quotes for bulk orders.'],
      ['What payment options do approved corporate accounts have?', `Approved corporate accounts may pay by purchase order, bank transfer${us ? '' : ', cheque'} or on credit terms.${us ? ' Cheques are accepted in the UAE only.' : ''}`],
      // Two promises, each in its own answer so neither reads as contradicting the other: a
      // competitor's lower price (120 days) and this store's own price drop (90 days, plus 5%).
      ['What is the Price Match Guarantee?', 'If you find the same product at a lower price from another store within 120 days of your purchase, we refund the difference as cash back to your original payment method, never as store credit. Approved claims are refunded in 7 to 14 days. See <a href="/price-match">Price Match</a>.'],
      ['What is the 90-Day Price Guarantee?', 'If we lower our own price of a product within 90 days of your purchase, we refund the difference plus 5% of it. This is separate from the Price Match Guarantee, which covers lower prices at other stores.'],
    ],
    Ordering: [
      ['Can I check out as a guest?', 'Yes, guest checkout is possible. An account adds order tracking, returns, a wishlist and invoice download.'],
      ['How do I request a quote for a bulk order?', 'Bulk buyers can request a custom quote from <a href="/customized-quatation">Request a Quote</a> or from the cart; a quote can be updated and downloaded from My Quotes.'],
      ['Where can I see my orders?', 'Sign in and open <a href="/my-order">My Orders</a> in your account dashboard to track, cancel or return an order.'],
      ['Can I cancel or change my order?', 'An order can be cancelled or modified until our fulfillment team confirms it. Once processing has started it can no longer be cancelled, but you can return it after delivery.'],
      ['What if an item goes out of stock after I order?', 'We notify you, and you choose: wait for the restock, take an alternative product, or get a full refund.'],
      ['Can I save products for later?', 'Yes. Add them to your <a href="/registration/wishlist">Wishlist</a> or use Save For Later in the cart.'],
    ],
    Delivery: us
      ? [
          ['Where do you deliver?', 'We deliver to all 50 states. Freight items ship on a pallet with liftgate service on request.'],
          ['How long does delivery take?', `Orders ship in ${days('us')}.`],
          ['How do I track my order?', 'Use <a href="/TrackYourOrder">Track Your Order</a> with your order number and email, or open My Orders.'],
        ]
      : [
          ['Where do you deliver?', 'We deliver across the UAE, Saudi Arabia, Kuwait, Qatar, Oman and Bahrain.'],
          ['How long does delivery take?', `Delivery takes ${days('uae')} in the UAE and ${days('gcc')} to the rest of the GCC.`],
          ['Do you install equipment?', 'Installation is free for select equipment; the product page says when it applies.'],
          ['How do I track my order?', 'Use <a href="/TrackYourOrder">Track Your Order</a> with your order number and email, or open My Orders.'],
        ],
    Payments: [
      ['Which payment methods do you accept?', us
        ? 'Credit and debit cards, bank transfer and, for business accounts, purchase orders.'
        : 'Credit and debit cards, Tabby and Tamara (4-payment plans), cash on delivery for select orders, bank transfer, cheques (UAE only) and, for business accounts, purchase orders.'],
      ...(us
        ? ([
            ['Can I pay in installments?', 'Yes. Installment plans run up to 60 months, and financing is available up to AED 1 million.'],
            ['Do prices include sales tax?', 'Prices exclude tax; sales tax is computed at checkout.'],
          ] satisfies Qa[])
        : ([
            ['Can I split my payment?', 'Yes. Tabby and Tamara split your purchase into 4 payments.'],
            ['Do prices include VAT?', 'Prices are shown in AED and include 5% VAT.'],
          ] satisfies Qa[])),
      ['Can I change my payment method?', `You can change it while the order is unpaid. After paying by ${us ? 'card or bank transfer' : 'card or Tabby'} it can no longer be changed.`],
      ['My payment failed but money was taken. What now?', 'Banks usually reverse failed charges within a few business days. If it is not reversed, contact support and we will escalate it with the payment provider.'],
    ],
    Returns: [
      ['What is your return policy?', 'Return periods vary by product: 7, 14, 21, 30, 60 or 90 days, as shown on the product page. See our <a href="/pages/return-policy">Return Policy</a>.'],
      ['How do I return an item?', 'Open the order in My Orders, choose Return, pick the product, quantity and reason, add photos if needed and submit.'],
      ['My order arrived damaged. What should I do?', `Report the damage within ${us ? '48 hours' : '3 days'} of delivery, with photos, from My Orders or through live chat.`],
      ['When will I get my refund?', `Refunds take ${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max} business days to reach your original payment method, as do refunds for missing items.`],
    ],
    Support: [
      ['How can I contact you?', 'Use live chat on any page, or the <a href="/pages/contact-us">Contact Us</a> page.'],
      ['I found a problem on the site.', 'Use <em>Report a Glitch</em> in the beta banner; we read every report.'],
    ],
  };
};

export const FAQS: Record<Storefront, FaqSet> = { us: shared('US'), ae: shared('UAE') };
