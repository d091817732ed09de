/** The sign-in variables (docs/accounts-and-roles.md, "What a school's IT configures"). */
import { loadConfig } from '../../config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'k', PUBLIC_URL: 'https://scenedock.school.example' };

describe('sign-in configuration', () => {
  it('by default: passwords, no providers, no portals', () => {
    expect(loadConfig(base).signIn).toEqual({ password: true, providers: [], portals: [] });
  });

  it('Google and Microsoft need only their client; any other provider its issuer', () => {
    const { providers } = loadConfig({
      ...base,
      OIDC_PROVIDERS: 'Google, microsoft,district',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_MICROSOFT_CLIENT_ID: 'm-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'm-secret',
      OIDC_MICROSOFT_TENANT: 'contoso.onmicrosoft.com',
      OIDC_DISTRICT_ISSUER: 'https://login.district.example/',
      OIDC_DISTRICT_CLIENT_ID: 'd-id',
      OIDC_DISTRICT_CLIENT_SECRET: 'd-secret',
      OIDC_DISTRICT_NAME: 'District Login',
    }).signIn;
    expect(providers).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
      },
      {
        id: 'microsoft',
        name: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
        clientId: 'm-id',
        clientSecret: 'm-secret',
      },
      {
        id: 'district',
        name: 'District Login',
        issuer: 'https://login.district.example/',
        clientId: 'd-id',
        clientSecret: 'd-secret',
      },
    ]);
  });

  it('names what is missing, and never starts without a way in', () => {
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'google', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      'OIDC_GOOGLE_CLIENT_SECRET is required',
    );
    expect(() =>
      loadConfig({
        ...base,
        OIDC_PROVIDERS: 'microsoft',
        OIDC_MICROSOFT_CLIENT_ID: 'x',
        OIDC_MICROSOFT_CLIENT_SECRET: 'y',
      }),
    ).toThrow('OIDC_MICROSOFT_TENANT is required');
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'dist rict' })).toThrow('must be letters and digits');
    expect(() => loadConfig({ ...base, PASSWORD_SIGN_IN: 'false' })).toThrow(
      'PASSWORD_SIGN_IN=false needs at least one provider in OIDC_PROVIDERS',
    );
    expect(() => loadConfig({ ...base, TRUSTED_PORTALS: 'district' })).toThrow(
      'PORTAL_DISTRICT_ISSUER is required',
    );
  });

  it('a portal’s audience is PUBLIC_URL unless set', () => {
    const { portals } = loadConfig({
      ...base,
      TRUSTED_PORTALS: 'district',
      PORTAL_DISTRICT_ISSUER: 'https://portal.district.example',
      PORTAL_DISTRICT_JWKS_URL: 'https://portal.district.example/jwks.json',
    }).signIn;
    expect(portals).toEqual([
      {
        id: 'district',
        issuer: 'https://portal.district.example',
        jwksUrl: 'https://portal.district.example/jwks.json',
        audience: 'https://scenedock.school.example',
      },
    ]);
  });
});
