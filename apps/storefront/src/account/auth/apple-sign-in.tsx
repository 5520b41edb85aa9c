// Sign in with Apple, the second sign-in provider (docs/behaviour.md §2.4: "a second sign-in provider
// script is loaded"). Apple's JS and the Services ID are configuration (VITE_APPLE_CLIENT_ID);
// without them, or when the script cannot load, the button explains sign-in is unavailable,
// as Google's does. The id_token goes to /frontend/auth/apple.
import { useCoreMessages, useToast } from '@horeca/widgets';
import { useEffect, useState } from 'react';
import { api } from '../../resources/client';
import { useSession } from '../session/use-session';
import { useWords } from '../../lib/words';

export const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface AppleAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
  signIn(): Promise<{ authorization?: { id_token?: string } }>;
}

function appleAuth(): AppleAuth | undefined {
  return (window as unknown as { AppleID?: { auth?: AppleAuth } }).AppleID?.auth;
}

/** Adds Apple's script to the page once; resolves when it has run. */
export function loadAppleScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = APPLE_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Apple sign-in script failed to load'));
    document.head.append(script);
  });
}

export function appleClientId(): string {
  const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_APPLE_CLIENT_ID?.trim() ?? '';
}

type State = 'loading' | 'ready' | 'unavailable';

export function AppleSignIn({ clientId = appleClientId(), loadScript = loadAppleScript }: { clientId?: string; loadScript?: () => Promise<void> }) {
  const { commerce: text } = useWords();
  const { signIn } = useSession();
  const toast = useToast();
  const messages = useCoreMessages();
  const [state, setState] = useState<State>(clientId === '' ? 'unavailable' : 'loading');

  useEffect(() => {
    if (clientId === '') return;
    let live = true;
    const ready = () => {
      const auth = appleAuth();
      if (!live) return;
      if (!auth) return setState('unavailable');
      auth.init({ clientId, scope: 'name email', redirectURI: `${window.location.origin}/login`, usePopup: true });
      setState('ready');
    };
    if (appleAuth()) ready();
    else loadScript().then(ready, () => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, [clientId, loadScript]);

  const start = async () => {
    let idToken: string | undefined;
    try {
      idToken = (await appleAuth()?.signIn())?.authorization?.id_token;
    } catch {
      return; // The shopper closed Apple's window: nothing to say.
    }
    try {
      if (!idToken) throw new Error('no id_token');
      const answer = await api.appleLogin({ id_token: idToken });
      await signIn({ token: answer.token, name: answer.customer.name, email: answer.customer.email, type: answer.customer.type }, answer.message);
    } catch {
      toast({ channel: 'app', tone: 'error', text: messages.login.appleFailed });
    }
  };

  const unavailable = state === 'unavailable';
  return (
    <div className="cf-google">
      <button
        type="button"
        className="cf-secondary"
        disabled={state !== 'ready'}
        aria-describedby={unavailable ? 'apple-unavailable' : undefined}
        onClick={() => void start()}
      >
        {text.login.apple}
      </button>
      {unavailable ? (
        <p className="cf-hint" id="apple-unavailable">
          {text.login.appleUnavailable}
        </p>
      ) : null}
    </div>
  );
}
