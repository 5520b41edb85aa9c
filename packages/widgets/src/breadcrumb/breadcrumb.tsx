// Breadcrumb trail of docs/behaviour.md §2.9: items in order; an item with a url is a link that
// carries its id in navigation state; the last item without a url is plain bold text.
// Hidden on small screens.
import type { Id } from '@horeca/core/api';
import type { ComponentPropsWithoutRef } from 'react';
import { useLinkNavigation } from '../runtime/use-link-navigation';
import { useStyles } from '../runtime/styles';
import { breadcrumbStyles } from './breadcrumb.styles';
import { useWidgetMessages } from '../runtime/use-messages';

export interface BreadcrumbItem {
  label: string;
  url?: string | null;
  id?: Id;
}

export interface BreadcrumbProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  items: BreadcrumbItem[];
}

export function Breadcrumb({ items, className, ...rest }: BreadcrumbProps) {
  const widgetMessages = useWidgetMessages();
  const styles = useStyles(breadcrumbStyles);
  const { hrefFor, onLinkClick } = useLinkNavigation();
  return (
    <nav aria-label={widgetMessages.breadcrumb} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          const url = item.url;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {url ? (
                <a
                  className={styles.link}
                  href={hrefFor(url)}
                  onClick={(event) => onLinkClick(event, url, item.id === undefined ? {} : { categoryId: item.id })}
                >
                  {item.label}
                </a>
              ) : (
                <strong className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </strong>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
