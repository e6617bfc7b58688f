import { passwordHashCost } from '#functions/core/accounts/passwords.ts';

/**
 * A stored password is a bcrypt hash at the cost this run hashes with: 12 in AWS (passwords.test.ts
 * proves it), the cheaper cost vitest.config.ts asks for in tests. Never the password itself.
 */
export function bcryptHashAtRunCost(): RegExp {
  return new RegExp(`^\\$2[aby]\\$${String(passwordHashCost()).padStart(2, '0')}\\$`);
}
