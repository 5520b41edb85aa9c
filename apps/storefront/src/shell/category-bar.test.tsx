import { type CategoryNode } from '@horeca/core/product';
import { STORAGE_KEYS } from '@horeca/core/storage';
import { HorecaProvider } from '@horeca/widgets';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { axeViolations } from '../../../../packages/widgets/test/axe';
import { CategoryBar } from './category-bar';

// The tree comes from the stored copy; the API answers the same tree.
const tree: CategoryNode[] = [
  { id: 1, name: 'Kitchen Equipment', slug: 'kitchen-equipment', children: [{ id: 2, name: 'Cooking Equipment', slug: 'cooking-equipment', children: [{ id: 3, name: 'Deep Fryers', slug: 'deep-fryers', children: [] }] }] },
  { id: 31, name: 'Refrigeration', slug: 'refrigeration', children: [{ id: 42, name: 'Ice Machines', slug: 'ice-machines', children: [] }] },
];

vi.mock('../resources/client', () => ({ api: { getCategoriesWithChildren: () => Promise.resolve({ data: tree }) } }));

function renderBar() {
  localStorage.setItem(STORAGE_KEYS.savedCategories, JSON.stringify(tree));
  return render(
    <MemoryRouter>
      <HorecaProvider>
        <CategoryBar />
        <p>Outside</p>
      </HorecaProvider>
    </MemoryRouter>,
  );
}

describe('CategoryBar mega menu (docs/behaviour.md §2.7: 300 ms hover, second and third level)', () => {
  afterEach(() => vi.useRealTimers());

  it('opens only after the pointer rests 300 ms and closes when it leaves the bar', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBar();
    await user.hover(screen.getByRole('link', { name: 'Kitchen Equipment' }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('region', { name: 'Kitchen Equipment' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const menu = screen.getByRole('region', { name: 'Kitchen Equipment' });
    expect(screen.getByRole('link', { name: 'Cooking Equipment' })).toHaveAttribute('href', '/kitchen-equipment/cooking-equipment');
    expect(screen.getByRole('link', { name: 'Deep Fryers' })).toHaveAttribute('href', '/cooking-equipment/deep-fryers');
    expect(menu).toBeInTheDocument();
    await user.unhover(screen.getByRole('navigation', { name: 'Shop by category' }));
    expect(screen.queryByRole('region', { name: 'Kitchen Equipment' })).not.toBeInTheDocument();
  });

  it('a pointer crossing to another department within 300 ms opens only the last one', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBar();
    await user.hover(screen.getByRole('link', { name: 'Kitchen Equipment' }));
    act(() => vi.advanceTimersByTime(200));
    await user.hover(screen.getByRole('link', { name: 'Refrigeration' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('region', { name: 'Kitchen Equipment' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refrigeration' })).toBeInTheDocument();
  });

  it('opens at once from the keyboard, closes on Escape and on a press outside', async () => {
    const user = userEvent.setup();
    const { container } = renderBar();
    const toggle = screen.getByRole('button', { name: 'Show Refrigeration categories' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ice Machines' })).toHaveAttribute('href', '/refrigeration/ice-machines');
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('region', { name: 'Refrigeration' })).not.toBeInTheDocument();
  });
});
