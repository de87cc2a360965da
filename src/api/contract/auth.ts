import { z } from 'zod';
import { jsonEndpoint } from './endpoint';
import { SessionPermissions } from './permissions';

/**
 * User info delivered with the session. SPEC.md names the session's user info (super
 * admin, admin, brand full name) but not the server fields: defined here, PascalCase.
 */
const serverUserInfo = {
  Login: z.string(),
  IsAdmin: z.boolean(),
  IsSuperAdmin: z.boolean(),
  BrandFullName: z.string(),
  Permissions: SessionPermissions,
};

const toSessionUser = (s: {
  Login: string;
  IsAdmin: boolean;
  IsSuperAdmin: boolean;
  BrandFullName: string;
  Permissions: SessionPermissions;
}) => ({
  login: s.Login,
  isAdmin: s.IsAdmin,
  isSuperAdmin: s.IsSuperAdmin,
  brandFullName: s.BrandFullName,
  permissions: s.Permissions,
});

export const SessionUser = z.object(serverUserInfo).transform(toSessionUser);
export type SessionUser = z.output<typeof SessionUser>;

export const AuthenticateResponse = z
  .object({ Token: z.string().min(1), TokenType: z.string().min(1), ...serverUserInfo })
  .transform((s) => ({ token: s.Token, tokenType: s.TokenType, user: toSessionUser(s) }));
export type AuthenticateResult = z.output<typeof AuthenticateResponse>;

export const authenticate = jsonEndpoint({
  method: 'POST',
  path: '/authenticate',
  definedHere: 'shape',
  summary:
    'Sign in. Form fields login and password; 401 with a message when they do not match. User info fields (Login, IsAdmin, IsSuperAdmin, BrandFullName) are defined here.',
  params: [],
  extraParams: ['login', 'password'],
  response: AuthenticateResponse,
});

export const authTest = jsonEndpoint({
  method: 'GET',
  path: '/authtest',
  definedHere: 'shape',
  summary: 'Check the stored token and return the session user; 401 when it is unknown or expired.',
  params: [],
  response: SessionUser,
});
