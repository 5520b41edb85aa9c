// The shape both badges share: an icon, the count bubble and one accessible name that says
// what and how many ('Cart, 3 items'). A link when the host gives an href.
import { formatMessage } from '@horeca/core/messages';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useStyles } from '../runtime/styles';
import { useWidgetConfig } from '../runtime/config';
import { countBadgeStyles } from './count-badge.styles';

export interface CountBadgeProps extends Omit<ComponentPropsWithoutRef<'a'>, 'children'> {
  count: number;
  icon: ReactNode;
  label: { one: string; many: string };
  /** The count above which the bubble is enlarged and shows '99+'. */
  enlargeAbove?: number;
}

export function CountBadge({ count, icon, label, enlargeAbove, href, className, ...rest }: CountBadgeProps) {
  const styles = useStyles(countBadgeStyles);
  const { dir } = useWidgetConfig();
  const large = enlargeAbove !== undefined && count > enlargeAbove;
  const shown = large ? `${enlargeAbove}+` : count;
  // The name carries the count as shown ('Cart, 99+ items'): a speech user says what they see.
  const name = count === 1 ? label.one : formatMessage(label.many, { count: shown });
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const content = (
    <>
      {icon}
      <span className={styles.count} part="count" data-size={large ? 'large' : 'normal'} aria-hidden="true">
        {shown}
      </span>
    </>
  );
  // A link holds the same named picture (as <a><img alt></a> would): the link takes its name
  // from it, and the count reads the same whether or not the host made the badge a link.
  return href ? (
    <a href={href} className={classes} part="badge" dir={dir} data-count={count} {...rest}>
      <span role="img" className={styles.picture} aria-label={name}>
        {content}
      </span>
    </a>
  ) : (
    <span role="img" className={classes} part="badge" aria-label={name} dir={dir} data-count={count}>
      {content}
    </span>
  );
}
