/**
 * The OpenID Connect providers people sign in with (`OIDC_PROVIDERS`, docs/accounts-and-roles.md):
 * each one's discovered configuration, made once per process and made again after a failure.
 */
import * as oidc from 'openid-client';
import { config, type OidcProviderConfig } from '../../config';
import { NotFound, ServiceUnavailable } from '../../errors';
import { logger } from '../../logger';

/** A provider as the sign-in page shows it: never its client's secret. */
export interface SignInProvider {
  /** e.g. `google`, `microsoft`, `district` */
  id: string;
  /** the button's words: "Sign in with <name>" */
  name: string;
}

export interface SignInMethods {
  /** false: email and password sign-in (and its reset) is turned off on this server */
  password: boolean;
  providers: SignInProvider[];
}

export function signInMethods(): SignInMethods {
  return {
    password: config.signIn.password,
    providers: config.signIn.providers.map(({ id, name }) => ({ id, name })),
  };
}

export function providerOf(id: string): OidcProviderConfig {
  const provider = config.signIn.providers.find((p) => p.id === id);
  if (!provider) throw new NotFound('No such sign-in provider');
  return provider;
}

/** The one address providers send people back to: registered with each provider as is. */
export const callbackUrl = () => `${config.publicUrl}/api/v1/auth/oidc/callback`;

/** Plain http is allowed only for a provider on this machine (tests, a local identity provider). */
function isLoopback(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration (its endpoints and keys), cached per issuer and client. */
export function configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    found = oidc
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        // the secret in the Authorization header: Google, Entra ID and any OIDC provider take it
        oidc.ClientSecretBasic(provider.clientSecret),
        isLoopback(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered.delete(key); // the next sign-in tries again
        // The error names the issuer and the failure, never the client's secret.
        logger.warn({ provider: provider.id, err: (err as Error).message }, 'sign-in provider unreachable');
        throw new ServiceUnavailable(
          `${provider.name} sign-in is not reachable right now. Try again shortly.`,
        );
      });
    discovered.set(key, found);
  }
  return found;
}
