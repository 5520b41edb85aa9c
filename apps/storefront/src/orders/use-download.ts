// Downloads a PDF the API serves only with the Bearer header (invoices, quotes): fetched as
// a blob and handed to the browser as a file, so the token never goes into a URL.
import { buildUrl, inLanguage, normalizeApiError } from '@horeca/core/api';
import { authTokenAtom, useToast, useWidgetConfig } from '@horeca/widgets';
import { useStore } from 'jotai/react';
import { useCallback, useState } from 'react';
import { requestLanguage } from '../resources/request-language';
import { useWords } from '../lib/words';

export function useDownload() {
  const { orders: ordersText } = useWords();
  const store = useStore();
  const toast = useToast();
  const { apiBase } = useWidgetConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const download = useCallback(
    async (path: string, fileName: string) => {
      setBusy(path);
      try {
        const token = store.get(authTokenAtom);
        // In the page's language: an Arabic page's invoice and quote come in Arabic.
        const response = await fetch(buildUrl(apiBase.replace(/\/+$/, ''), path, inLanguage(undefined, requestLanguage())), {
          headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : { Accept: 'application/pdf' },
        });
        if (!response.ok) throw { status: response.status, data: await response.json().catch(() => null) };
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
        // Revoked on the next tick: the click has started the download by then.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      } catch (error) {
        const failure = normalizeApiError(error);
        toast({ channel: 'app', tone: 'error', text: failure.status === 0 ? ordersText.downloadFailed : failure.message });
      } finally {
        setBusy(null);
      }
    },
    [apiBase, store, toast, ordersText],
  );

  return { download, busy };
}
