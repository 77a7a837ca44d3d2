import { FunctionError } from './function-error';

/** SPEC 8 unsubscribe messages. */
export const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';
export const NOT_SUCCESSFUL_MESSAGE = 'Failed to update subscription. Please try again.';

/** Whether a failed call was about the address itself (unknown or malformed), so the field is the thing to fix. */
export function addressRefused(error: unknown): boolean {
  return error instanceof FunctionError && (error.code === 'not-found' || error.code === 'invalid-argument');
}

export function subscriptionErrorMessage(error: unknown): string {
  if (error instanceof FunctionError) {
    if (error.code === 'not-found') return 'User not found. Please check your email address.';
    if (error.code === 'invalid-argument') return 'Invalid email address. Please check and try again.';
  }
  return 'An error occurred. Please try again later.';
}

/** /unsubscribe's `email` (SPEC 2), or ''; a '+' stays one: mail links leave it unescaped, and no address holds a space. */
export function emailQueryParam(search: string): string {
  return new URLSearchParams(search.replace(/\+/g, '%2B')).get('email') ?? '';
}
