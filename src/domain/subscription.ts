import { FunctionError } from './function-error';

/** SPEC 8 unsubscribe messages. */
export const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';
export const NOT_SUCCESSFUL_MESSAGE = 'Failed to update subscription. Please try again.';

export function subscriptionErrorMessage(error: unknown): string {
  if (error instanceof FunctionError) {
    if (error.code === 'not-found') return 'User not found. Please check your email address.';
    if (error.code === 'invalid-argument') return 'Invalid email address. Please check and try again.';
  }
  return 'An error occurred. Please try again later.';
}

/**
 * The `email` query parameter of /unsubscribe, decoded (SPEC 2), or '' when there is none. A '+' stays a '+': mail
 * links to an address such as ana+news@example.com often leave it unescaped, and form decoding (URLSearchParams) reads
 * it as a space, which no address has.
 */
export function emailQueryParam(search: string): string {
  return new URLSearchParams(search.replace(/\+/g, '%2B')).get('email') ?? '';
}
