// Verification of a Google Sign-In credential (an ID token, a signed JWT): signature against
// Google's published key set (or a local key set in tests), issuer, audience and expiry.
// Nothing is trusted from the token until jose has checked all four.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

export interface GoogleVerifier {
  verify(credential: string): Promise<GoogleIdentity>;
}

export class GoogleCredentialError extends Error {}

export interface GoogleVerifierOptions {
  clientId: string;
  /** Production: the JWKS URL (fetched and cached by jose). */
  jwksUrl?: string | null;
  /** Tests: a local key set, so nothing is ever fetched. */
  jwks?: JSONWebKeySet;
  clockToleranceSeconds?: number;
}

export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  let keys: JWTVerifyGetKey | null = null;
  const keySet = (): JWTVerifyGetKey => {
    if (keys) return keys;
    if (options.jwks) keys = createLocalJWKSet(options.jwks);
    else keys = createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL));
    return keys;
  };
  return {
    async verify(credential) {
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, keySet(), {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          clockTolerance: options.clockToleranceSeconds ?? 5,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        throw new GoogleCredentialError(error instanceof Error ? error.message : 'invalid credential');
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      // An unverified address could belong to someone else: never link accounts on it.
      if (!email || payload.email_verified !== true || !payload.sub) {
        throw new GoogleCredentialError('credential has no verified email');
      }
      const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0]!;
      return { subject: payload.sub, email, name };
    },
  };
}
