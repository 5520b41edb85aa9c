// Spec 2.7: the desktop category bar. Hovering a department opens its mega menu after
// 300 ms (a pointer crossing the bar opens nothing); the second level heads each column
// with its third level below. Leaving the bar, Escape or a press outside closes it. The
// disclosure button beside each department opens it at once for keyboard users.
import { DEPARTMENTS, TIMINGS, messages, type CategoryNode } from '@horeca/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { formatText, storefrontMessages } from '../lib/messages';
import { childPath, departmentPath, useCategories } from '../lib/use-categories';
import { ChevronIcon } from './icons';
import { useDismiss } from './use-dismiss';

type Department = Pick<CategoryNode, 'slug' | 'name'> & { children: CategoryNode[] };

export function CategoryBar() {
  const tree = useCategories();
  const departments: Department[] = tree.length > 0 ? tree : DEPARTMENTS.map((d) => ({ ...d, children: [] }));
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bar = useRef<HTMLElement>(null);
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
      <ul className="category-bar__list">
        {departments.map((department) => {
          const expanded = openSlug === department.slug;
          return (
            <li key={department.slug} className="category-bar__item" onPointerEnter={(e) => e.pointerType === 'mouse' && hover(department.slug)}>
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
        <li className="category-bar__item category-bar__item--extra">
          <Link to="/pages/about-us" className="category-bar__link">{messages.header.ourStory}</Link>
        </li>
        <li className="category-bar__item category-bar__item--extra">
          <Link to="/blog" className="category-bar__link">{messages.header.blogs}</Link>
        </li>
        <li className="category-bar__item category-bar__item--extra">
          <Link to="/pages/contact-us" className="category-bar__link">{messages.header.contactUs}</Link>
        </li>
      </ul>
      {open ? <MegaMenu department={open} onNavigate={close} /> : null}
    </nav>
  );
}

function MegaMenu({ department, onNavigate }: { department: Department; onNavigate: () => void }) {
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
