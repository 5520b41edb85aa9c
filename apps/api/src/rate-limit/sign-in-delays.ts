// Password sign-in's delays (limits.ts, FailureDelay): wrong passwords count per account and
// address, and per account from anywhere. The account-wide count is skipped from an address
// this account has signed in from: a guesser elsewhere can slow the owner down there by at
// most its small cap, and never at home. Nothing locks an account.
import type { AbuseLimits } from './limits';

export interface SignInAttempt {
  /** The password was right: this attempt is no failure, and the address becomes known. */
  succeeded(): Promise<void>;
}

/** Counts a sign-in attempt up front; throws a 429 with Retry-After while it must wait. */
export async function beginSignIn(limits: AbuseLimits, email: string, address: string): Promise<SignInAttempt> {
  const pair = `${email}|${address}`;
  const { loginByAccountAndAddress: byPair, loginByAccount: byAccount } = limits.failures;
  const known = await limits.knownSignInAddress.has(pair);
  await byPair.begin(pair);
  if (!known) {
    try {
      await byAccount.begin(email);
    } catch (error) {
      await byPair.refund(pair);
      throw error;
    }
  }
  return {
    async succeeded() {
      await Promise.all([byPair.clear(pair), known ? null : byAccount.refund(email), limits.knownSignInAddress.remember(pair)]);
    },
  };
}
