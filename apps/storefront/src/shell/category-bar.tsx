// docs/behaviour.md §2.7: the desktop category bar. Hovering a department opens its mega menu after
// 300 ms (a pointer crossing the bar opens nothing); the second level heads each column
// with its third level below. Leaving the bar, Escape or a press outside closes it. The
// disclosure button beside each department opens it at once for keyboard users. The bar
// keeps to one line: what does not fit at the window's width folds into a "More" menu.
import { DEPARTMENTS, TIMINGS } from '@horeca/core/constants';
import { type CategoryNode } from '@horeca/core/product';
import { useCoreMessages } from '@horeca/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { formatText } from '../lib/messages';
import { childPath, departmentPath } from '../lib/category-paths';
import { useCategories } from '../resources/catalogue';
import { ChevronIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { useFittingCount } from './use-fitting-count';
import { useWords } from '../lib/words';

type Department = Pick<CategoryNode, 'slug' | 'name'> & { children: CategoryNode[] };

/** The extra links after the departments (docs/behaviour.md §2.7). */
const extraLinks = (header: { ourStory: string; blogs: string; contactUs: string }) => [
  { to: '/pages/about-us', label: header.ourStory },
  { to: '/blog', label: header.blogs },
  { to: '/pages/contact-us', label: header.contactUs },
];
/** openSlug of the "More" menu (no department has this slug). */
const MORE = ':more';
/** Room for the "More" button, measured at its widest (text and chevron). */
const MORE_WIDTH = 84;

export function CategoryBar() {
  const { storefront: storefrontMessages } = useWords();
  const EXTRA_LINKS = extraLinks(useCoreMessages().header);
  const tree = useCategories();
  const departments: Department[] = tree.length > 0 ? tree : DEPARTMENTS.map((d) => ({ ...d, children: [] }));
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bar = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const fit = useFittingCount(row, departments.length + EXTRA_LINKS.length, MORE_WIDTH);
  const links = [...departments.map((d) => ({ to: departmentPath(d), label: d.name })), ...EXTRA_LINKS];
  const folded = links.slice(fit);
  const foldClass = (index: number) => (index >= fit ? ' category-bar__item--folded' : '');
  const close = useCallback(() => {
    clearTimeout(hoverTimer.current);
    setOpenSlug(null);
  }, []);
  useDismiss(bar, openSlug !== null, close);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hover = (slug: string) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenSlug(slug), TIMINGS.megaMenuDelayMs);
  };
  const open = departments.find((d) => d.slug === openSlug);

  return (
    <nav className="category-bar" aria-label={storefrontMessages.categoriesNav} ref={bar} onPointerLeave={close}>
      <ul className="category-bar__list" ref={row}>
        {departments.map((department, index) => {
          const expanded = openSlug === department.slug;
          return (
            <li key={department.slug} data-fold="" className={`category-bar__item${foldClass(index)}`} onPointerEnter={(e) => e.pointerType === 'mouse' && hover(department.slug)}>
              <NavLink to={departmentPath(department)} className="category-bar__link" onClick={close}>
                {department.name}
              </NavLink>
              {department.children.length > 0 ? (
                <button
                  type="button"
                  className="category-bar__toggle"
                  aria-expanded={expanded}
                  aria-controls="mega-menu"
                  aria-label={formatText(storefrontMessages.showSubcategories, { name: department.name })}
                  onClick={() => (expanded ? close() : setOpenSlug(department.slug))}
                >
                  <ChevronIcon />
                </button>
              ) : null}
            </li>
          );
        })}
        {EXTRA_LINKS.map((link, index) => (
          <li key={link.to} data-fold="" className={`category-bar__item category-bar__item--extra${foldClass(departments.length + index)}`}>
            <Link to={link.to} className="category-bar__link">{link.label}</Link>
          </li>
        ))}
        {folded.length > 0 ? (
          <li className="category-bar__item category-bar__more">
            <button type="button" className="category-bar__link category-bar__more-button" aria-expanded={openSlug === MORE} aria-controls="category-more" onClick={() => (openSlug === MORE ? close() : setOpenSlug(MORE))}>
              {storefrontMessages.moreCategories} <ChevronIcon />
            </button>
            {openSlug === MORE ? (
              <ul id="category-more" className="category-bar__more-list">
                {folded.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ) : null}
      </ul>
      {open ? <MegaMenu department={open} onNavigate={close} /> : null}
    </nav>
  );
}

function MegaMenu({ department, onNavigate }: { department: Department; onNavigate: () => void }) {
  const { storefront: storefrontMessages } = useWords();
  return (
    <div className="mega-menu" id="mega-menu" aria-label={department.name} role="region">
      <ul className="mega-menu__columns">
        {department.children.map((child) => (
          <li key={child.slug} className="mega-menu__column">
            <Link to={childPath(department, child)} className="mega-menu__heading" onClick={onNavigate}>
              {child.name}
            </Link>
            {child.children.length > 0 ? (
              <ul className="mega-menu__links">
                {child.children.map((grandchild) => (
                  <li key={grandchild.slug}>
                    <Link to={childPath(child, grandchild)} onClick={onNavigate}>
                      {grandchild.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to={departmentPath(department)} className="mega-menu__all" onClick={onNavigate}>
        {formatText(storefrontMessages.shopAll, { name: department.name })}
      </Link>
    </div>
  );
}
