// /registration/account-settings/{tab} (docs/behaviour.md §2.3, §6): Private accounts have Addresses (0)
// and Account Security (1); business accounts have My Profile (0), Addresses (1) and
// Account Security (2). /registration/addresses and /registration/AccountSecurity show the
// same panels directly.
import { useCoreMessages, userProfileAtom } from '@horeca/widgets';
import { useAtomValue } from 'jotai/react';
import { Link, useParams } from 'react-router';
import { useCommercePage } from '../lib/commerce-page-meta';
import { AddressesPanel } from './addresses-panel';
import { ProfilePage } from './profile-page';
import { SecurityPanel } from './security-panel';
import { useWords } from '../lib/words';

type Panel = 'profile' | 'addresses' | 'security';

// In the page's language: core's words come through the widgets' hook.
function usePanelLabels(): Record<Panel, string> {
  const { account } = useCoreMessages();
  return { profile: account.myProfile, addresses: account.addresses, security: account.security };
}

export function settingsTabs(type: string | undefined): Panel[] {
  return (type ?? 'Private') === 'Private' ? ['addresses', 'security'] : ['profile', 'addresses', 'security'];
}

export function AccountSettingsPage() {
  const { account: accountText } = useWords();
  useCommercePage(accountText.settingsTitle);
  const profile = useAtomValue(userProfileAtom);
  const tabs = settingsTabs(profile?.type);
  const index = Math.min(Math.max(0, Number(useParams().id) || 0), tabs.length - 1);
  const current = tabs[index] ?? 'addresses';
  const labels = usePanelLabels();
  return (
    <section aria-labelledby="settings-heading" className="cf-form">
      <h1 id="settings-heading">{accountText.settingsTitle}</h1>
      <nav aria-label={accountText.tabs} className="cf-tabs">
        {tabs.map((panel, at) => (
          <Link key={panel} to={`/registration/account-settings/${at}`} aria-current={at === index ? 'page' : undefined}>
            {labels[panel]}
          </Link>
        ))}
      </nav>
      {current === 'profile' ? <ProfilePage /> : current === 'addresses' ? <AddressesPanel /> : <SecurityPanel />}
    </section>
  );
}

export function AddressesPage() {
  const messages = useCoreMessages();
  useCommercePage(messages.account.addresses);
  return (
    <section className="cf-form">
      <h1>{messages.account.addresses}</h1>
      <AddressesPanel />
    </section>
  );
}

export function SecurityPage() {
  const messages = useCoreMessages();
  useCommercePage(messages.account.security);
  return (
    <section className="cf-form">
      <h1>{messages.account.security}</h1>
      <SecurityPanel />
    </section>
  );
}
