// The widgets in Arabic (issue 23): every widget's words from the Arabic catalogue, numbers and
// prices through Intl for ar-AE, Arabic-Indic digits still typed into the phone input, the
// schemas' English messages shown in Arabic at the field, and an element following the page's
// lang and dir. Queries are by role and accessible name, in Arabic.
import { toProductCardView } from '@horeca/core/product';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { chefKnife, manyProducts } from '../../test/products';
import { renderWidget } from '../../test/render';
import { CartBadge } from '../cart-badge/cart-badge';
import { defineHorecaElements } from '../elements/define-horeca-elements';
import { GlitchReporter } from '../glitch-reporter/glitch-reporter';
import { Newsletter } from '../newsletter/newsletter';
import { PhoneInput } from '../phone-input/phone-input';
import { fakeClaimApi } from '../price-match-claim/claim-test-kit';
import { loadClaimForm } from '../price-match-claim/load-claim-form';
import { PriceMatchClaim } from '../price-match-claim/price-match-claim';
import { ProductCard } from '../product-card/product-card';
import { ProductSlider } from '../product-carousel/product-slider';
import { Search } from '../search/search';
import type { WidgetConfig } from './config';
import { loadWidgetLocale } from './locale';

vi.setConfig({ testTimeout: 60_000 });

const arabic: Partial<WidgetConfig> = { lang: 'ar', dir: 'rtl' };

beforeAll(async () => {
  await Promise.all([loadWidgetLocale('ar'), loadClaimForm()]);
});

describe('the product card in Arabic', () => {
  it('speaks Arabic, prices in د.إ. with Latin digits, and lays out right to left', async () => {
    const { container } = renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { config: arabic });
    const card = screen.getByRole('article', { name: chefKnife.name });
    expect(card).toHaveAttribute('dir', 'rtl');
    expect(card).toHaveAttribute('lang', 'ar');
    expect(within(card).getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `أضف ${chefKnife.name} إلى المفضلة` })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'التقييم 4.5 من 5' })).toBeInTheDocument();
    expect(within(card).getByText('توصيل مجاني')).toBeInTheDocument();
    expect(card).toHaveTextContent(/90\.00\s?د\.إ\./);
    expect(within(card).getByText(/^كان .*120\.00/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the catalogue’s selling units in Arabic: per Each reads لكل قطعة, not لكل Each (issue 33)', () => {
    renderWidget(<ProductCard product={toProductCardView({ ...chefKnife, selling_unit: 'Each' })} />, { config: arabic });
    const card = screen.getByRole('article', { name: chefKnife.name });
    expect(within(card).getByText('لكل قطعة')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Each/);
  });

  it('writes Arabic-Indic digits when the shopper chose them', () => {
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { config: { ...arabic, digits: 'arab' } });
    expect(screen.getByRole('article', { name: chefKnife.name })).toHaveTextContent('٩٠٫٠٠');
  });

  it('stays English on the us storefront, which sells in English only', () => {
    renderWidget(<ProductCard product={toProductCardView(chefKnife)} />, { config: { ...arabic, storefront: 'us' } });
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeInTheDocument();
  });
});

describe('the phone input in Arabic', () => {
  it('names the field and the countries in Arabic and still takes Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWidget(<PhoneInput onValueChange={onValueChange} />, { config: arabic });
    const input = screen.getByRole('textbox', { name: 'رقم الجوال' });
    await user.type(input, '٥٠١٢٣٤٥٦٧');
    expect(onValueChange).toHaveBeenLastCalledWith('+971501234567', expect.objectContaining({ valid: true }));
    expect(screen.getByRole('button', { name: 'الدولة: الإمارات +971. تغيير الدولة' })).toBeInTheDocument();
  });

  it('says an invalid number is invalid in Arabic', async () => {
    const user = userEvent.setup();
    renderWidget(<PhoneInput />, { config: arabic });
    const input = screen.getByRole('textbox', { name: 'رقم الجوال' });
    await user.type(input, '١٢٣');
    await user.tab();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('أدخل رقم جوال إماراتي صحيح (مثال: 50 123 4567)'));
  });

  it('finds a country by its Arabic name or a city in Arabic', async () => {
    const user = userEvent.setup();
    renderWidget(<PhoneInput />, { config: arabic });
    await user.click(screen.getByRole('button', { name: /^الدولة: / }));
    const search = screen.getByRole('combobox', { name: 'ابحث عن دولة' });
    await user.type(search, 'الرياض');
    expect(within(screen.getByRole('listbox', { name: 'الدول' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('السعودية'),
    ]);
    expect(screen.getByText('عدد النتائج: 1')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('لا توجد دول مطابقة')).toBeInTheDocument();
  });
});

describe('the forms in Arabic', () => {
  it('the newsletter refuses an empty address in Arabic at the field', async () => {
    const user = userEvent.setup();
    const api = { subscribe: vi.fn(() => Promise.resolve({ message: 'Subscribed' })) };
    renderWidget(<Newsletter api={api} />, { config: arabic });
    expect(screen.getByRole('form', { name: 'وصول مبكر. توفير أكثر. للمشتركين فقط.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'اشترك ووفّر' }));
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAccessibleDescription('أدخل بريدك الإلكتروني');
    expect(api.subscribe).not.toHaveBeenCalled();
  });

  it('the price-match claim shows the schema’s messages in Arabic, in the banner and at each field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWidget(<PriceMatchClaim defaultOpen api={fakeClaimApi()} />, { config: arabic });
    await screen.findByRole('button', { name: 'إرسال الطلب' });
    expect(screen.getByRole('dialog', { name: 'اطلب مطابقة السعر' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الاسم الكامل مطلوب.');
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveAccessibleDescription('البريد الإلكتروني مطلوب.');
  });

  it('the ae claim form refuses a phone that is no UAE mobile with the phone input’s Arabic message (issue 33)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWidget(<PriceMatchClaim defaultOpen api={fakeClaimApi()} />, { config: arabic });
    await screen.findByRole('button', { name: 'إرسال الطلب' });
    const phone = screen.getByRole('textbox', { name: 'الهاتف' });
    await user.type(phone, '531234567');
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining('أدخل رقم جوال إماراتي صحيح (مثال: 50 123 4567)')));
    expect(phone).not.toHaveAccessibleDescription(expect.stringContaining('Enter valid'));
  });

  it('the glitch reporter names a refused file in Arabic', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWidget(<GlitchReporter api={{ submitReport: vi.fn() }} />, { config: arabic });
    await user.click(screen.getByRole('button', { name: 'أبلغ عن خلل' }));
    const dialog = screen.getByRole('dialog', { name: 'إرسال بلاغ عن مشكلة' });
    const files = await within(dialog).findByLabelText('لقطات الشاشة (اختياري)');
    await user.upload(files, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('الملف notes.txt غير مدعوم. يرجى رفع ملفات PNG أو JPEG أو GIF فقط.')).toBeInTheDocument();
  });
});

describe('search, badges and carousel in Arabic', () => {
  it('the search box and its button are named in Arabic', () => {
    renderWidget(<Search />, { config: arabic });
    expect(screen.getByRole('combobox', { name: 'ابحث عن المنتجات والفئات والعلامات التجارية' })).toHaveAttribute('placeholder', 'ابحث بين أكثر من 100,000 منتج');
    expect(screen.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
  });

  it('the cart badge reads its count in Arabic', () => {
    renderWidget(<CartBadge />, { config: arabic });
    expect(screen.getByRole('img', { name: 'السلة، 0 منتجات' })).toHaveAttribute('dir', 'rtl');
  });

  it('the slider’s arrows are named in Arabic and its track moves the other way', async () => {
    const user = userEvent.setup();
    const products = manyProducts(6);
    renderWidget(
      <ProductSlider products={products.map(toProductCardView)} perView={4} dots renderCard={(product) => <p>{product.name}</p>} classes={{ viewport: 'v', track: 't', slide: 's', controls: 'c', dots: 'd' }} />,
      { config: arabic },
    );
    expect(screen.getAllByRole('group', { name: /^\d+ من 6$/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'المنتجات التالية' }));
    // Right to left, the next cards come in from the left: the track moves right (+).
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    await waitFor(() => expect(track.style.transform).toBe('translateX(25%)'));
    expect(screen.getByRole('button', { name: 'المنتجات السابقة' })).toBeInTheDocument();
  });
});

describe('an element follows the page’s language and direction', () => {
  beforeAll(() => defineHorecaElements());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('speaks Arabic right to left inside <div lang="ar" dir="rtl">, English elsewhere', async () => {
    const holder = document.createElement('div');
    await act(async () => {
      holder.innerHTML = '<div lang="ar" dir="rtl"><horeca-cart-badge></horeca-cart-badge></div><horeca-wishlist-badge></horeca-wishlist-badge>';
      document.body.append(holder);
    });
    const [cart, wishlist] = [holder.querySelector('horeca-cart-badge'), holder.querySelector('horeca-wishlist-badge')];
    await waitFor(() => expect(within(cart?.shadowRoot as unknown as HTMLElement).getByRole('img', { name: 'السلة، 0 منتجات' })).toHaveAttribute('dir', 'rtl'));
    await waitFor(() => expect(within(wishlist?.shadowRoot as unknown as HTMLElement).getByRole('img', { name: 'Wishlist, 0 items' })).toHaveAttribute('dir', 'ltr'));
  });
});
