/**
 * The spec's message for each of a person's own fields when it is missing or malformed: the same
 * on every sign-up (member, therapist, client), so each account kind's test checks the same words.
 */
export const PERSON_FIELD_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;
