// A placeholder the size of a card, so a grid or slider keeps its height while loading.
import { widgetMessages } from '../runtime/messages';
import { useStyles } from '../runtime/styles';
import { cardSkeletonStyles } from './card-skeleton.styles';

export function CardSkeleton() {
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
