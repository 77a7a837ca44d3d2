/** SPEC 8: the sign-in message for each provider error code. */
const MESSAGES: Record<string, string> = {
  'user-not-found': 'No account found with this email address.',
  'wrong-password': 'Incorrect password. Please try again.',
  'invalid-email': 'Please enter a valid email address.',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'email-already-in-use': 'An account with this email already exists.',
  'weak-password': 'Password should be at least 6 characters long.',
  'operation-not-allowed': 'This sign-in method is not enabled. Please contact support.',
  'invalid-credential': 'Invalid email or password. Please check your credentials and try again.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
  'popup-closed-by-user': 'Sign-in was cancelled.',
  'cancelled-popup-request': 'Sign-in was cancelled.',
  'popup-blocked': 'Pop-up was blocked by your browser. Please allow pop-ups and try again.',
  'missing-password': 'Please enter a password.',
  'missing-email': 'Please enter an email address.',
  'invalid-password': 'Invalid password. Please try again.',
  'requires-recent-login': 'Please sign out and sign in again to perform this action.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
};

export const UNEXPECTED_AUTH_ERROR = 'An unexpected error occurred. Please try again.';
export const RESET_EMAIL_SENT = 'Password reset email sent! Check your inbox.';
export const MIN_PASSWORD_LENGTH = 6;

/** Accepts 'wrong-password' or 'auth/wrong-password'. */
export function authErrorMessage(code: string): string {
  const key = code.replace(/^auth\//, '');
  return Object.hasOwn(MESSAGES, key) ? (MESSAGES[key] as string) : UNEXPECTED_AUTH_ERROR;
}
