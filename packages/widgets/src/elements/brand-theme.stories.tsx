import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../../stories/element-story';
import { saleProduct } from '../../stories/story-data';

// A brand's look on the elements, as a partner's stylesheet sets it: the --horeca-* custom
// properties (they cross the shadow boundary, on the element or any ancestor) and ::part()
// rules for the pieces each element's contract names. Page rules reach nothing else inside.
const meta = {
  title: 'Embedding/Brand theme',
} satisfies Meta;

export default meta;

/** A kitchen-equipment brand's colours, corners and type, and a few parts restyled. */
export const BrandTheme: StoryObj = elementStory({
  html: `
<style>
  /* The brand's colours, corners and type: every element inside .kitchen-brand reads them. */
  .kitchen-brand {
    --horeca-accent: #7a3b00;
    --horeca-accent-text: #fffaf3;
    --horeca-text: #2b1d12;
    --horeca-muted: #5e4636;
    --horeca-surface: #fffaf3;
    --horeca-border: #d9c4ad;
    --horeca-sale: #9c1418;
    --horeca-success: #2f5d1e;
    --horeca-star: #7a4f00;
    --horeca-radius: 2px;
    --horeca-font: Georgia, 'Times New Roman', serif;
    display: grid; gap: 24px; max-inline-size: 640px;
  }
  .kitchen-brand header { display: flex; gap: 16px; align-items: center; }
  .kitchen-brand horeca-search { flex: 1; }
  horeca-product-card { max-inline-size: 280px; }
  /* The pieces each element exposes (its ::part() list in docs/elements.md). */
  horeca-product-card::part(name) { font-style: italic; }
  horeca-product-card::part(add-to-cart) { text-transform: uppercase; letter-spacing: 0.08em; }
  horeca-product-card::part(discount) { border-radius: 0; }
  horeca-newsletter::part(button) { text-transform: uppercase; letter-spacing: 0.08em; }
</style>
<div class="kitchen-brand">
  <header>
    <horeca-search></horeca-search>
    <horeca-cart-badge></horeca-cart-badge>
  </header>
  <horeca-product-card product-id="101"></horeca-product-card>
  <horeca-newsletter></horeca-newsletter>
</div>`,
  horeca: { products: [saleProduct] },
  height: '900px',
});
