// The two customer-chat widget slots (docs/behaviour.md §2.13: "two customer-chat widgets are loaded from a
// third-party service"): each script loads only when configured (VITE_CHAT_SCRIPT_URL,
// VITE_CHAT2_SCRIPT_URL), and only once the page is idle so it never competes with the page's
// own content. Without either, the contact page says live chat is unavailable (ChatAvailability).
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import { useWords } from '../lib/words';

/** The configured chat scripts, slot 1 then slot 2; empty settings are left out. */
export function chatScripts(env: { VITE_CHAT_SCRIPT_URL?: string; VITE_CHAT2_SCRIPT_URL?: string } = import.meta.env): { slot: string; url: string }[] {
  return [
    { slot: '1', url: env.VITE_CHAT_SCRIPT_URL?.trim() ?? '' },
    { slot: '2', url: env.VITE_CHAT2_SCRIPT_URL?.trim() ?? '' },
  ].filter((entry) => entry.url !== '');
}

export function loadChatScript(url: string | undefined, slot = '1', doc: Document = document): HTMLScriptElement | null {
  if (!url || doc.querySelector(`script[data-chat-widget="${slot}"]`)) return null;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.chatWidget = slot;
  doc.body.append(script);
  return script;
}

export function ChatSlot() {
  useEffect(() => {
    const scripts = chatScripts();
    if (scripts.length === 0) return;
    return whenIdle(() => {
      for (const { slot, url } of scripts) loadChatScript(url, slot);
    });
  }, []);
  return null;
}

/** Where the store offers live chat: says so when no chat is configured, as Google's button does. */
export function ChatAvailability({ scripts = chatScripts() }: { scripts?: { slot: string; url: string }[] }) {
  const { storefront: storefrontMessages } = useWords();
  return <p className="chat-availability">{scripts.length > 0 ? storefrontMessages.liveChatAvailable : storefrontMessages.liveChatUnavailable}</p>;
}
