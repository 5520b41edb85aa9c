// A read that failed: the reason, and a retry that asks again without leaving the page.
import type { NormalizedApiError } from '@horeca/core/api';
import { useWords } from '../lib/words';

export function LoadError({ data, prefix }: { data: { error: NormalizedApiError | null; reload: () => unknown }; prefix?: string }) {
  const { commerce: text } = useWords();
  if (!data.error) return null;
  return (
    <p role="alert" className="cf-banner cf-banner-error">
      {prefix ? `${prefix} ` : ''}
      {data.error.message}{' '}
      <button type="button" className="cf-link" onClick={() => void data.reload()}>
        {text.retry}
      </button>
    </p>
  );
}
