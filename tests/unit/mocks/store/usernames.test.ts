import { describe, expect, it } from 'vitest';
import { createDb } from '@/mocks/store/db';

// The Username rule of spec A §5, as openapi/main.yaml states it.
const USERNAME = /^(?!.*__)[A-Za-z][A-Za-z0-9_]{2,15}$/;

describe('seeded usernames', () => {
  it.each(
    createDb()
      .users.all()
      .map((user) => [user.email, user.username] as const),
  )('%s has a username the Username rule accepts (%s)', (_email, username) => {
    expect(username).toMatch(USERNAME);
  });
});
