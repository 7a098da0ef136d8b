import { AuthTokens, User } from '@academy/contracts';

/** Test data, parsed with the contract so a fixture can never drift from the API's shape. */
export function buildUser(overrides: Partial<User> = {}): User {
  return User.parse({
    id: 1,
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    role: 'learner',
    ...overrides,
  });
}

let tokenCounter = 0;

/** A fresh, distinct token pair each call, so tests can tell old tokens from refreshed ones. */
export function buildTokens(): AuthTokens {
  tokenCounter += 1;
  return AuthTokens.parse({
    accessToken: `access-${tokenCounter}`,
    refreshToken: `refresh-${tokenCounter}`,
  });
}
