import { RequestTimeoutError, type OrderDetail } from '@horeca/core/api';
import { type ClaimSubmission } from '@horeca/core/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { elementStory, elementsDrawn, usAndArabicStory } from '../../stories/element-story';
import { splitThemeArgs, themeArgTypes } from '../../stories/story-runtime';
import type { ClaimApi } from './claim-api';
import { PriceMatchClaim, type PriceMatchClaimProps } from './price-match-claim';

// Every story answers from memory: no story talks to a server.
const accepted: ClaimSubmission = { status: 201, data: { id: 1, status: 'received', message: 'Received', data: { id: 1, status: 'received', claim_type: 'pre', selected_product_id: null, created_at: '2026-11-20T10:00:00.000Z' } } };
const never = <T,>() => new Promise<T>(() => {});
const failing = (failure: unknown) => () => Promise.reject(failure);
const http = (status: number, data: unknown) => ({ status, statusText: '', headers: {}, data });

const orders = [
  {
    id: 1,
    number: 'HC-7001',
    created_at: '2026-10-02T09:30:00.000Z',
    order_products: [
      { id: 11, product_id: 5, quantity: 1, unit_price: 1600, line_total: 1600, product: { id: 5, name: 'Combi Oven 10 GN', sku: 'CO-10', images: [] } },
      { id: 12, product_id: 6, quantity: 2, unit_price: 90, line_total: 180, product: { id: 6, name: 'Chef Knife 8"', sku: 'CK-8', images: [] } },
    ],
  },
] as unknown as OrderDetail[];

function storyClaimApi(submitClaim: ClaimApi['submitClaim'] = () => Promise.resolve(accepted), getOrders: ClaimApi['getOrders'] = () => Promise.resolve(orders)): ClaimApi {
  return { submitClaim, getOrders };
}

const meta = {
  title: 'Widgets/Price-match claim',
  component: PriceMatchClaim,
  // The docs page shows this custom element's contract (stories/element-docs.tsx).
  parameters: { element: 'horeca-price-match-claim' },
  args: { defaultOpen: true, initialType: 'pre', api: storyClaimApi() },
  argTypes: {
    initialType: { control: 'inline-radio', options: ['pre', 'post'] },
    api: { table: { disable: true } },
    ...themeArgTypes,
  },
  render: (args) => {
    const { style, props } = splitThemeArgs(args);
    return (
      <div style={style}>
        <PriceMatchClaim {...(props as PriceMatchClaimProps)} />
      </div>
    );
  },
} satisfies Meta<typeof PriceMatchClaim>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills a pre-purchase claim that passes every rule, as a customer would. */
async function fillValidClaim(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Submit Claim' });
  const type = (name: string, text: string) => userEvent.type(canvas.getByRole('textbox', { name }), text);
  await type('Full Name', 'Amal Haddad');
  await type('Email', 'amal@example.com');
  await type('Product URL', 'https://horeca.example/ovens/combi-oven');
  await type('Competitor Product URL', 'https://rival.example/combi-oven');
  await userEvent.type(canvas.getByRole('spinbutton', { name: 'Competitor Price' }), '1499.50');
  await userEvent.upload(canvas.getByLabelText(/Upload Screenshot/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'offer.png', { type: 'image/png' }));
  await canvas.findByRole('button', { name: 'Remove screenshot offer.png' });
  await type('Address', '1 Marina Walk');
  await type('Country', 'United States');
  await type('City', 'New York');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

const submitFilled = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await fillValidClaim(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Claim' }));
};

/** Closed: only the button that opens the modal. */
export const OpenButton: Story = { args: { defaultOpen: false } };

/** Steps 1, 2, 3 (pre-purchase: product URL, variant, quantity), 4, 6 and 7. */
export const PrePurchaseSteps: Story = {};

/** Step 3 for a post-purchase claim of a signed-in customer: the picker lists the orders. */
export const PostPurchaseSignedIn: Story = {
  args: { initialType: 'post' },
  parameters: { horeca: { signedIn: true } },
};

/** A guest's post-purchase claim: the picker explains that signing in lists the orders. */
export const PostPurchaseGuest: Story = { args: { initialType: 'post' } };

/** The orders could not be loaded: the picker still offers "not listed". */
export const PostPurchaseOrdersFailed: Story = {
  args: { initialType: 'post', api: storyClaimApi(undefined, failing(http(500, {}))) },
  parameters: { horeca: { signedIn: true } },
};

/** The price-match page opens it post-purchase with the customer's details. */
export const Prefilled: Story = {
  args: { initialType: 'post', prefill: { fullName: 'Noor Saleh', email: 'noor@example.com', country: 'United Arab Emirates', city: 'Dubai' } },
};

/** Step 2 after leaving Full Name and Email empty: the on-blur messages. */
export const FieldErrorsOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Full Name' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone' }));
  },
};

/** Submitting an empty form: the first error in the banner, every field's own message. */
export const SubmitErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Submit Claim' }));
  },
};

/** A GIF is refused with the spec's message naming the file. */
export const ScreenshotRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Submit Claim' });
    await userEvent.upload(canvas.getByLabelText(/Upload Screenshot/), new File([new Uint8Array(64)], 'offer.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
  },
};

/** 'Submitting...' with the buttons disabled (the answer never comes). */
export const Submitting: Story = { args: { api: storyClaimApi(never) }, play: submitFilled };

/** HTTP 422 with errors: the first message of the first entry. */
export const Validation422: Story = {
  tags: ['expected-console-error'],
  args: { api: storyClaimApi(failing(http(422, { errors: { customer_email: ['Please enter a valid email address.'] } }))) },
  play: submitFilled,
};

/** HTTP 500: 'Server error. Please try again later.' */
export const ServerError500: Story = { tags: ['expected-console-error'], args: { api: storyClaimApi(failing(http(500, { message: 'boom' }))) }, play: submitFilled };

/** The 30 s timeout: 'Request timed out. Please check your connection and try again.' */
export const TimedOut: Story = { tags: ['expected-console-error'], args: { api: storyClaimApi(failing(new RequestTimeoutError(30_000))) }, play: submitFilled };

/** Offline: 'Submission failed. Please try again.' */
export const Offline: Story = { tags: ['expected-console-error'], args: { api: storyClaimApi(failing(new TypeError('Failed to fetch'))) }, play: submitFilled };

/** Arabic, right to left: the layout mirrors through logical properties. */
export const RightToLeft: Story = { parameters: { horeca: { config: { dir: 'rtl', lang: 'ar' } } } };

/** The US storefront: the 10-digit US phone and a 5 or 5+4 ZIP in place of the Gulf number. */
export const UnitedStates: Story = { parameters: { horeca: { config: { storefront: 'us' } } } };

/** The button a partner's page shows; pressing it loads and opens the claim form (opened here). */
export const AsAnElement = elementStory({
  html: '<horeca-price-match-claim></horeca-price-match-claim>',
  height: '760px',
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('horeca-price-match-claim')!;
    const claim = within(element.shadowRoot as unknown as HTMLElement);
    await userEvent.click(claim.getByRole('button', { name: 'Claim My Price Match' }));
    await claim.findByRole('button', { name: 'Submit Claim' });
    await elementsDrawn(canvasElement);
  },
});

/** A post-purchase claim the page opens with its own button: `trigger="false"` hides the element's, `open="true"` opens the form (the page keeps it in step with horeca:open-change). */
export const PostPurchaseOpenedByThePage = elementStory({
  html: '<horeca-price-match-claim claim-type="post" trigger="false" open="true"></horeca-price-match-claim>',
  height: '760px',
  play: async ({ canvasElement }) => {
    const claim = within(canvasElement.querySelector('horeca-price-match-claim')!.shadowRoot as unknown as HTMLElement);
    await expect(await claim.findByRole('button', { name: 'Submit Claim' })).toBeVisible();
    await expect(claim.getByRole('radio', { name: 'Post-purchase' })).toBeChecked();
    await expect(claim.queryByRole('button', { name: 'Claim My Price Match' })).not.toBeInTheDocument();
    await elementsDrawn(canvasElement);
  },
});

/** The UAE storefront in English, the US storefront and Arabic (ae only); each button opens its storefront's form. */
export const UsAndArabicAsElements = usAndArabicStory('horeca-price-match-claim', '', {
  columns: 200,
  height: '120px',
});
