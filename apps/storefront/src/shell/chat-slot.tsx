// The customer-chat widget slot (spec 2.13): a third-party script loaded only when
// VITE_CHAT_SCRIPT_URL is configured, and only once the page is idle so it never competes
// with the page's own content.
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';

export function loadChatScript(url: string | undefined, doc: Document = document): HTMLScriptElement | null {
  if (!url || doc.querySelector('script[data-chat-widget]')) return null;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = '';
  doc.body.append(script);
  return script;
}

export function ChatSlot() {
  useEffect(() => {
    const url = import.meta.env.VITE_CHAT_SCRIPT_URL;
    if (!url) return;
    return whenIdle(() => loadChatScript(url));
  }, []);
  return null;
}
