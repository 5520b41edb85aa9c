// The form widgets' calls: a 200 that is not the API's JSON must reject, so the form shows its
// failure and keeps what the shopper typed instead of thanking them for nothing.
import { createHttpGlitchReportApi } from '../glitch-reporter/glitch-api';
import { createHttpNewsletterApi } from '../newsletter/newsletter-api';
import { createHttpClaimApi } from '../price-match-claim/claim-api';
import type { ClaimForm } from '@horeca/core/forms';
import { expectObject, expectObjectList } from './answer-shape';

const claim: ClaimForm = {
  claimType: 'pre',
  fullName: 'Sara Ali',
  businessName: '',
  email: 'sara@example.com',
  phone: '',
  orderNumber: '',
  orderDate: '',
  productUrl: 'https://shop.example/oven',
  variant: '',
  quantity: '1',
  selectedProductId: '',
  productAmount: '',
  competitorUrl: 'https://rival.example/oven',
  competitorPrice: '899.99',
  shippingFees: '0',
  address: '1 Palm St',
  country: 'United States',
  state: 'TX',
  city: 'Austin',
  postalCode: '73301',
  screenshot: new File([new Uint8Array([1])], 'offer.png', { type: 'image/png' }),
  confirmAccuracy: true,
  acceptTerms: true,
};

const wifiLogin = () => new Response('<!doctype html><p>Sign in to the hotel network</p>', { status: 200, headers: { 'Content-Type': 'text/html' } });
const cutOff = () => new Response('{"message":', { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('answers that are not the expected JSON', () => {
  it('expectObject and expectObjectList pass JSON through and refuse anything else', () => {
    expect(expectObject({ id: 1 }, 'x')).toEqual({ id: 1 });
    expect(expectObjectList([{ id: 1 }], 'x')).toEqual([{ id: 1 }]);
    for (const body of ['<html>', null, 3, [{ id: 1 }]]) expect(() => expectObject(body, 'x')).toThrow(/not the expected JSON/);
    for (const body of ['<html>', { id: 1 }, [1, 2]]) expect(() => expectObjectList(body, 'x')).toThrow(/not the expected JSON/);
  });

  describe.each([
    ['an HTML page', wifiLogin],
    ['a cut-off JSON body', cutOff],
  ])('answered 200 with %s', (_label, answer) => {
    afterEach(() => vi.unstubAllGlobals());

    it('the newsletter signup and the glitch report reject', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      const options = { apiBase: '', getToken: () => null };
      await expect(createHttpNewsletterApi(options).subscribe('chef@example.com')).rejects.toMatchObject({ name: 'MalformedAnswerError' });
      await expect(
        createHttpGlitchReportApi(options).submitReport({ email: 'chef@example.com', description: 'The badge shows 0.', device: 'Desktop', images: [] }),
      ).rejects.toMatchObject({ name: 'MalformedAnswerError' });
    });

    it('the price-match claim rejects', async () => {
      const api = createHttpClaimApi({ apiBase: '', getToken: () => null, fetch: vi.fn(async () => answer()) });
      await expect(api.submitClaim(claim)).rejects.toMatchObject({ name: 'MalformedAnswerError' });
    });
  });
});
