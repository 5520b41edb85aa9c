// docs/behaviour.md §2.7: the slide-in category drawer with three levels and Back. Level one lists the
// departments, level two a department's categories, level three a category's subcategories;
// each deeper level also links to the whole of its parent.
import { DEPARTMENTS } from '@horeca/core/constants';
import { type CategoryNode } from '@horeca/core/product';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatText } from '../lib/messages';
import { childPath, departmentPath } from '../lib/category-paths';
import { useCategories } from '../resources/catalogue';
import { Drawer } from './drawer';
import { ChevronIcon } from './icons';
import { useCoreMessages } from '@horeca/widgets';
import { useWords } from '../lib/words';

export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const { storefront: storefrontMessages } = useWords();
  const messages = useCoreMessages();
  const tree = useCategories();
  const departments: CategoryNode[] = tree.length > 0 ? tree : DEPARTMENTS.map((d, index) => ({ id: index, ...d, children: [] }));
  // The path into the tree: [] at the top, [department], then [department, category].
  const [trail, setTrail] = useState<CategoryNode[]>([]);
  const current = trail[trail.length - 1];
  const parent = trail[trail.length - 2];
  const items = current ? current.children : departments;
  const pathOf = (node: CategoryNode) => (current ? childPath(current, node) : departmentPath(node));
  const currentPath = current ? (parent ? childPath(parent, current) : departmentPath(current)) : null;

  return (
    <Drawer label={storefrontMessages.menu} side="start" onClose={onClose}>
      {current ? (
        <div className="drawer-nav__head">
          <button type="button" className="drawer-nav__back" onClick={() => setTrail(trail.slice(0, -1))}>
            {messages.header.back}
          </button>
          <Link to={currentPath ?? '/'} className="drawer-nav__all">
            {formatText(storefrontMessages.shopAll, { name: current.name })}
          </Link>
        </div>
      ) : null}
      <ul className="drawer-nav" aria-label={current?.name ?? storefrontMessages.categoriesNav}>
        {items.map((node) => (
          <li key={node.slug}>
            {node.children.length > 0 && trail.length < 2 ? (
              <button type="button" className="drawer-nav__item" onClick={() => setTrail([...trail, node])}>
                <span>{node.name}</span>
                <ChevronIcon />
              </button>
            ) : (
              <Link className="drawer-nav__item" to={pathOf(node)}>
                {node.name}
              </Link>
            )}
          </li>
        ))}
        {current ? null : (
          <>
            <li>
              <Link className="drawer-nav__item" to="/all-categories">{storefrontMessages.allCategories}</Link>
            </li>
            <li>
              <Link className="drawer-nav__item" to="/pages/about-us">{messages.header.ourStory}</Link>
            </li>
            <li>
              <Link className="drawer-nav__item" to="/blog">{messages.header.blogs}</Link>
            </li>
            <li>
              <Link className="drawer-nav__item" to="/pages/contact-us">{messages.header.contactUs}</Link>
            </li>
          </>
        )}
      </ul>
    </Drawer>
  );
}
