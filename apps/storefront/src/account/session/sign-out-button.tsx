// Sign Out (docs/behaviour.md §2.3, §4): for the account sidebar and the shell's user menu.

import { useState } from 'react';
import { useSession } from './use-session';
import { useCoreMessages } from '@horeca/widgets';

export interface SignOutButtonProps {
  className?: string;
  /** Replaces the reload (tests, or a host that reloads differently). */
  reload?: () => void;
}

export function SignOutButton({ className = 'cf-secondary', reload }: SignOutButtonProps) {
  const messages = useCoreMessages();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut(reload);
      }}
    >
      {messages.header.signOut}
    </button>
  );
}
