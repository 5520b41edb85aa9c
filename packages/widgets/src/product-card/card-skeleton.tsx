// A placeholder the size of a card, so a grid or slider keeps its height while loading.

import { useStyles } from '../runtime/styles';
import { cardSkeletonStyles } from './card-skeleton.styles';
import { useWidgetMessages } from '../runtime/use-messages';

export function CardSkeleton() {
  const widgetMessages = useWidgetMessages();
  const styles = useStyles(cardSkeletonStyles);
  return (
    <div className={styles.root} aria-busy="true" aria-label={widgetMessages.loadingProducts} role="status" data-state="loading">
      <span className={styles.media} />
      <span className={styles.line} />
      <span className={styles.line} data-short="true" />
      <span className={styles.button} />
    </div>
  );
}
