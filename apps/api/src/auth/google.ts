// Google Sign-In: its credential is an OpenID Connect ID token (see id-token.ts).
import { createIdTokenVerifier, type IdTokenVerifier, type IdTokenVerifierOptions } from './id-token';

export const GOOGLE = {
  issuers: ['accounts.google.com', 'https://accounts.google.com'],
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
};

export const createGoogleVerifier = (options: IdTokenVerifierOptions): IdTokenVerifier => createIdTokenVerifier(GOOGLE, options);
