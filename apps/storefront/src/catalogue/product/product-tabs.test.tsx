import { HorecaProvider } from '@horeca/widgets';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../packages/widgets/test/axe';
import { renderWidget } from '../../../../../packages/widgets/test/render';
import { resetWidgetStore } from '../../../../../packages/widgets/src/runtime/store';
import { fakeApi } from '../../../../../packages/widgets/test/fake-api';
import { productDetail } from './product-fixture';
import { ProductTabs } from './product-tabs';

const keySections = {
  specifications: [
    { name: 'Size / Capacity', value: '10 Pan' },
    { name: 'Cooking Modes', value: 'Steam, convection and combination' },
  ],
  benefits: [{ title: 'Three ovens in one', text: 'Steam, roast and combine both in one cavity.' }],
  overview: '<p>The Rational 10 Pan Combi Oven brings steaming and roasting into one cabinet.</p>',
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the product detail tabs (docs/behaviour.md §2.10)', { timeout: 20_000 }, () => {
  it('are Technical Information, Benefits & Features, Product Description, Frequently Asked Question, Customer Reviews', () => {
    renderWidget(<ProductTabs product={productDetail()} />);
    expect(tabNames()).toEqual(['Technical Information', 'Benefits & Features', 'Product Description', 'Frequently Asked Question', 'Customer Reviews']);
    expect(within(screen.getByRole('tabpanel')).getByRole('rowheader', { name: 'Capacity' })).toBeInTheDocument();
  });

  it('are the alternate set Key Specification, Key Benefits, Product Overview, Customer Reviews when the product carries key sections', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<ProductTabs product={productDetail({ key_sections: keySections })} />);
    expect(tabNames()).toEqual(['Key Specification', 'Key Benefits', 'Product Overview', 'Customer Reviews']);
    const spec = within(screen.getByRole('tabpanel', { name: 'Key Specification' }));
    expect(spec.getByRole('rowheader', { name: 'Cooking Modes' })).toBeInTheDocument();
    expect(spec.getByRole('cell', { name: 'Steam, convection and combination' })).toBeInTheDocument();
    expect(spec.queryByRole('rowheader', { name: 'Capacity' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Key Benefits' }));
    const benefits = within(screen.getByRole('tabpanel', { name: 'Key Benefits' }));
    expect(benefits.getByRole('term')).toHaveTextContent('Three ovens in one');
    expect(benefits.getByRole('definition')).toHaveTextContent('Steam, roast and combine both in one cavity.');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Product Overview' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Product Overview' })).toHaveTextContent('The Rational 10 Pan Combi Oven brings steaming and roasting into one cabinet.');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Customer Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a tab chosen when the next product has fewer tabs', async () => {
    const user = userEvent.setup();
    const store = resetWidgetStore();
    const page = (product: ReturnType<typeof productDetail>) => (
      <HorecaProvider config={{ api: fakeApi() }} store={store}>
        <ProductTabs product={product} />
      </HorecaProvider>
    );
    const { rerender } = render(page(productDetail()));
    await user.click(screen.getByRole('tab', { name: 'Customer Reviews' }));
    rerender(page(productDetail({ key_sections: keySections })));
    expect(screen.getByRole('tab', { name: 'Customer Reviews', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Customer Reviews' })).toBeInTheDocument();
  });
});
