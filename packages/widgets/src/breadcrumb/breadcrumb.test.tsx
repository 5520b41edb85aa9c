import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { renderWidget } from '../../test/render';
import { Breadcrumb } from './breadcrumb';

const items = [
  { label: 'Home', url: '/' },
  { label: 'Kitchen Supplies', url: '/kitchen-supplies', id: 4 },
  { label: 'Chef Knife' },
];

describe('Breadcrumb (docs/behaviour.md §2.9)', () => {
  it('links items with a url and shows the last one as bold text', () => {
    renderWidget(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const last = screen.getByText('Chef Knife');
    expect(last.tagName).toBe('STRONG');
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('passes the item id in navigation state through the host callback', async () => {
    const navigate = vi.fn();
    renderWidget(<Breadcrumb items={items} />, { config: { navigate } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Kitchen Supplies' }));
    expect(navigate).toHaveBeenCalledWith('/kitchen-supplies', { categoryId: 4 });
  });

  it('lets the browser follow the link when the host declines', async () => {
    const navigate = vi.fn(() => false);
    renderWidget(<Breadcrumb items={items} />, { config: { navigate } });
    const link = screen.getByRole('link', { name: 'Home' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(navigate).toHaveBeenCalledWith('/', {});
    expect(click.defaultPrevented).toBe(false);
  });

  it('passes axe', async () => {
    const { container } = renderWidget(<Breadcrumb items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
