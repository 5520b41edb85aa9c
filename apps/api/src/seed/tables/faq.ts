/** FAQ per storefront, in the six categories of spec 2.11; answers may hold simple markup. */
export const FAQ_TYPES = ['About', 'Ordering', 'Delivery', 'Payments', 'Returns', 'Support'] as const;

type Qa = [question: string, answer: string];
type FaqSet = Record<(typeof FAQ_TYPES)[number], Qa[]>;

const shared = (region: 'US' | 'UAE'): FaqSet => ({
  About: [
    ['What is Horeca Store?', `Horeca Store is an online wholesale and retail store for hotels, restaurants, cafes, caterers, bakeries, cloud kitchens and home chefs, with more than 100,000 products for the ${region === 'US' ? 'United States' : 'UAE and the Gulf'}.`],
    ['Do you work with businesses?', 'Yes. Business accounts get <strong>dedicated B2B account managers</strong>, purchase orders and custom quotes for bulk orders.'],
    ['What is the Price Match Guarantee?', 'If you find a lower price within 120 days, we refund the difference as cash back to your original payment method, never as store credit. Approved claims are refunded in 7 to 14 days.'],
  ],
  Ordering: [
    ['Can I check out as a guest?', 'Yes, guest checkout is possible. An account adds order tracking, returns, a wishlist and invoice download.'],
    ['How do I request a quote for a bulk order?', 'Bulk buyers can request a custom quote from <a href="/customized-quatation">Request a Quote</a> or from the cart; a quote can be updated and downloaded from My Quotes.'],
    ['Where can I see my orders?', 'Sign in and open <a href="/my-order">My Orders</a> in your account dashboard to track, cancel or return an order.'],
    ['Can I save products for later?', 'Yes. Add them to your <a href="/registration/wishlist">Wishlist</a> or use Save For Later in the cart.'],
  ],
  Delivery: region === 'US'
    ? [
        ['Where do you deliver?', 'We deliver to all 50 states. Freight items ship on a pallet with liftgate service on request.'],
        ['How long does delivery take?', 'In-stock items ship in 1 to 3 business days; delivery takes 2 to 7 business days depending on the destination.'],
        ['How do I track my order?', 'Use <a href="/TrackYourOrder">Track Your Order</a> with your order number and email, or open My Orders.'],
      ]
    : [
        ['Where do you deliver?', 'We deliver across the UAE, Saudi Arabia, Kuwait, Qatar, Oman and Bahrain.'],
        ['How long does delivery take?', 'Most items marked FREE DELIVERY arrive within the shown delivery days; other items are dispatched within 1 to 2 business days inside the UAE.'],
        ['How do I track my order?', 'Use <a href="/TrackYourOrder">Track Your Order</a> with your order number and email, or open My Orders.'],
      ],
  Payments: [
    ['Which payment methods do you accept?', region === 'US'
      ? 'Credit and debit cards, bank transfer and, for business accounts, purchase orders.'
      : 'Credit and debit cards, cash on delivery, bank transfer and, for business accounts, purchase orders.'],
    ['My payment failed but money was taken. What now?', 'Banks usually reverse failed charges within a few business days. If it is not reversed, contact support and we will escalate it with the payment provider.'],
    [region === 'US' ? 'Do prices include sales tax?' : 'Do prices include VAT?', region === 'US'
      ? 'Prices are shown in USD without sales tax; tax is calculated at checkout.'
      : 'Prices are shown in AED and include 5% VAT.'],
  ],
  Returns: [
    ['What is your return policy?', 'Most products can be returned within 30 days in their original condition. See our <a href="/pages/return-policy">Return Policy</a>.'],
    ['How do I return an item?', 'Open the order in My Orders, choose Return, pick the product, quantity and reason, add photos if needed and submit.'],
    ['When will I get my refund?', 'Refunds are issued to the original payment method once the returned item is inspected, usually within 7 to 14 days.'],
  ],
  Support: [
    ['How can I contact you?', 'Use live chat on any page, or the <a href="/pages/contact-us">Contact Us</a> page.'],
    ['I found a problem on the site.', 'Use <em>Report a Glitch</em> in the beta banner; we read every report.'],
  ],
});

export const FAQS: Record<'us' | 'ae', FaqSet> = { us: shared('US'), ae: shared('UAE') };
