// Google sign-in (docs/behaviour.md §2.4, §7, §8). The identity script and client id are configuration
// (VITE_GOOGLE_CLIENT_ID); without them the button explains sign-in is unavailable. The
// credential goes to /frontend/auth/google; any failure shows the spec's message.

import { useCoreMessages, useToast } from '@horeca/widgets';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../resources/client';
import { useSession } from '../session/use-session';
import { useWords } from '../../lib/words';

const IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (answer: { credential?: string; select_by?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

function identityApi(): GoogleIdentity | undefined {
  return (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;
}

export function googleClientId(): string {
  const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_GOOGLE_CLIENT_ID?.trim() ?? '';
}

export function GoogleSignIn({ clientId = googleClientId() }: { clientId?: string }) {
  const { commerce: text } = useWords();
  const messages = useCoreMessages();
  const { signIn } = useSession();
  const toast = useToast();
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(clientId === '');

  useEffect(() => {
    if (clientId === '') return;
    const failed = () => toast({ channel: 'app', tone: 'error', text: messages.login.googleFailed });
    const exchange = async ({ credential }: { credential?: string }) => {
      if (!credential) return failed();
      try {
        const answer = await api.googleLogin({ credential });
        await signIn({ token: answer.token, name: answer.customer.name, email: answer.customer.email, type: answer.customer.type }, answer.message);
      } catch {
        failed();
      }
    };
    const render = () => {
      const identity = identityApi();
      if (!identity || !slot.current) return setUnavailable(true);
      identity.initialize({ client_id: clientId, callback: (answer) => void exchange(answer) });
      identity.renderButton(slot.current, { type: 'standard', size: 'large', text: 'signin_with' });
    };
    if (identityApi()) return render();
    const script = document.createElement('script');
    script.src = IDENTITY_SCRIPT;
    script.async = true;
    script.onload = render;
    script.onerror = () => setUnavailable(true);
    document.head.append(script);
  }, [clientId, signIn, toast, messages]);

  if (unavailable) {
    return (
      <div className="cf-google">
        <button type="button" className="cf-secondary" disabled aria-describedby="google-unavailable">
          {text.login.google}
        </button>
        <p className="cf-hint" id="google-unavailable">
          {text.login.googleUnavailable}
        </p>
      </div>
    );
  }
  return <div className="cf-google" ref={slot} />;
}
