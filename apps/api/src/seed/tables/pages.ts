/** Policy and information pages (bodies are simple HTML, sanitised by the client). */
export const PAGES: { slug: string; title: string; body: string; metaDescription: string }[] = [
  {
    slug: 'shipping-policy',
    title: 'Shipping Policy',
    metaDescription: 'How and when Horeca Store delivers your order.',
    body: '<h2>Delivery areas</h2><p>We deliver across the UAE, Saudi Arabia, Kuwait, Qatar, Oman, Bahrain and the United States.</p><h2>Delivery times</h2><p>Products marked <strong>FREE DELIVERY</strong> arrive within the delivery days shown on the product. Other products are dispatched within 1 to 2 business days.</p><h2>Freight items</h2><p>Large equipment ships on a pallet; our team calls you to book a delivery slot.</p>',
  },
  {
    slug: 'terms-conditions',
    title: 'Terms and Conditions',
    metaDescription: 'The terms that apply when you buy from Horeca Store.',
    body: '<h2>Orders</h2><p>An order is accepted when we confirm it by email. Prices are in AED (UAE, VAT included) or USD (US, tax at checkout).</p><h2>Price Match Guarantee</h2><p>Within 120 days of purchase we refund the difference to a lower price for the same brand, model and condition; one claim per product; promotions, clearance, liquidation and used items are excluded.</p><h2>Liability</h2><p>Equipment must be installed by qualified technicians according to the manufacturer\'s instructions.</p>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: 'What we collect, why, and your choices.',
    body: '<h2>What we collect</h2><p>Your name, email, phone number and addresses to deliver orders; browsing history to show recently viewed products.</p><h2>Marketing</h2><p>Newsletter emails only when you subscribe; you can unsubscribe at any time.</p><h2>Your rights</h2><p>Ask us for a copy or deletion of your data through the Contact Us page.</p>',
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    metaDescription: 'Returns within 30 days, how to start one and when refunds arrive.',
    body: '<h2>30-day returns</h2><p>Most products can be returned within 30 days in their original condition and packaging.</p><h2>How to return</h2><ol><li>Open the order in My Orders.</li><li>Choose Return and pick the product, quantity and reason.</li><li>Add photos or videos and submit.</li></ol><h2>Refunds</h2><p>Refunds go to the original payment method within 7 to 14 days after inspection.</p>',
  },
  {
    slug: 'about-us',
    title: 'About Us',
    metaDescription: 'Horeca Store supplies the hospitality trade.',
    body: '<h2>Our story</h2><p>Horeca Store started in Dubai to give hotels, restaurants and cafes one place for everything from combi ovens to coffee cups. Today we carry more than 100,000 products from over 200 brands.</p>',
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    metaDescription: 'Reach our sales and support teams.',
    body: '<h2>Sales and support</h2><p>Use live chat on any page or write to us through the inquiry form. Business customers can reach their account manager directly.</p>',
  },
  {
    slug: 'sell-on-horeca',
    title: 'Sell on Horeca',
    metaDescription: 'Become a Horeca Store vendor and reach hospitality buyers.',
    body: '<h2>Reach the hospitality trade</h2><p>List your products in front of thousands of hotels, restaurants and caterers across the Gulf and the United States.</p><h2>How it works</h2><ol><li>Apply with your trade licence.</li><li>Upload your catalogue.</li><li>We handle payments and delivery.</li></ol>',
  },
];
