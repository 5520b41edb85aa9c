// Sign in with Apple: its id_token is an OpenID Connect ID token (see id-token.ts). Private
// relay addresses (…@privaterelay.appleid.com) are real, verified mailboxes and are accepted.
import { createIdTokenVerifier, type IdTokenVerifier, type IdTokenVerifierOptions } from './id-token';

export const APPLE = {
  issuers: ['https://appleid.apple.com'],
  jwksUrl: 'https://appleid.apple.com/auth/keys',
};

export const createAppleVerifier = (options: IdTokenVerifierOptions): IdTokenVerifier => createIdTokenVerifier(APPLE, options);
