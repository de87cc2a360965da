import { authTest, authenticate } from '@/api/contract/auth';
import type { ServerPayload } from '@/api/contract/endpoint';
import { findUser, issueToken, TOKEN_TYPE } from '../demo-state';
import type { DemoUserRecord } from '../users';
import { defineJsonHandler, httpError } from './define-handler';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';

const userInfo = (user: DemoUserRecord): ServerPayload<typeof authTest> => ({
  Login: user.login,
  IsAdmin: user.isAdmin,
  IsSuperAdmin: user.isSuperAdmin,
  BrandFullName: user.brandFullName,
  Permissions: user.permissions,
});

export const authHandlers = [
  defineJsonHandler(
    authenticate,
    ({ values }) => {
      const user = findUser(values.login ?? '');
      // One message for every failure, so the form does not reveal which logins exist.
      if (!user || !user.active || user.password !== (values.password ?? ''))
        throw httpError(401, INVALID_LOGIN_MESSAGE);
      return { Token: issueToken(user.login), TokenType: TOKEN_TYPE, ...userInfo(user) };
    },
    { public: true },
  ),
  defineJsonHandler(authTest, ({ user }) => {
    if (!user) throw httpError(401, 'Unauthorized');
    return userInfo(user);
  }),
];
