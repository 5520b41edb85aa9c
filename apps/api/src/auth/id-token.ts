// Verification of an OpenID Connect ID token (a signed JWT) from a sign-in provider (Google,
// Apple): signature against the provider's published key set (or a local key set in tests),
// issuer, audience (our client id) and expiry. Nothing is trusted from the token until jose
// has checked all four.
import { plainOneLine } from '@horeca/core/fields';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface ProviderIdentity {
  subject: string;
  email: string;
  name: string;
}

export interface IdTokenVerifier {
  verify(credential: string): Promise<ProviderIdentity>;
}

export class IdTokenError extends Error {}

export interface IdTokenProvider {
  issuers: string[];
  /** The provider's published key set, used when no other is configured. */
  jwksUrl: string;
}

export interface IdTokenVerifierOptions {
  clientId: string;
  /** Production: the JWKS URL (fetched and cached by jose); null = the provider's own. */
  jwksUrl?: string | null;
  /** Tests: a local key set, so nothing is ever fetched. */
  jwks?: JSONWebKeySet;
  clockToleranceSeconds?: number;
}

export function createIdTokenVerifier(provider: IdTokenProvider, options: IdTokenVerifierOptions): IdTokenVerifier {
  let keys: JWTVerifyGetKey | null = null;
  const keySet = (): JWTVerifyGetKey => {
    if (keys) return keys;
    if (options.jwks) keys = createLocalJWKSet(options.jwks);
    else keys = createRemoteJWKSet(new URL(options.jwksUrl ?? provider.jwksUrl));
    return keys;
  };
  return {
    async verify(credential) {
      let payload;
      try {
        ({ payload } = await jwtVerify(credential, keySet(), {
          issuer: provider.issuers,
          audience: options.clientId,
          clockTolerance: options.clockToleranceSeconds ?? 5,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        throw new IdTokenError(error instanceof Error ? error.message : 'invalid credential');
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      // Apple sends email_verified as the string "true". An unverified address could belong
      // to someone else: never link accounts on it.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!email || !verified || !payload.sub) throw new IdTokenError('credential has no verified email');
      // The provider's profile name is typed by its owner: held to the name rule's shape (one
      // plain line, fields/text.ts) rather than refused, so a sign-in never fails on it.
      const given = typeof payload.name === 'string' ? plainOneLine(payload.name) : '';
      const name = given || plainOneLine(email.split('@')[0]!);
      return { subject: payload.sub, email, name };
    },
  };
}
