import { describe, expect, it } from 'vitest';
import { authErrorMessage, RESET_EMAIL_SENT, UNEXPECTED_AUTH_ERROR } from '../../../src/domain/auth-errors';

describe('SPEC 8 sign-in messages', () => {
  it.each([
    ['user-not-found', 'No account found with this email address.'],
    ['wrong-password', 'Incorrect password. Please try again.'],
    ['invalid-email', 'Please enter a valid email address.'],
    ['user-disabled', 'This account has been disabled. Please contact support.'],
    ['email-already-in-use', 'An account with this email already exists.'],
    ['weak-password', 'Password should be at least 6 characters long.'],
    ['operation-not-allowed', 'This sign-in method is not enabled. Please contact support.'],
    ['invalid-credential', 'Invalid email or password. Please check your credentials and try again.'],
    ['too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['network-request-failed', 'Network error. Please check your connection and try again.'],
    ['popup-closed-by-user', 'Sign-in was cancelled.'],
    ['cancelled-popup-request', 'Sign-in was cancelled.'],
    ['popup-blocked', 'Pop-up was blocked by your browser. Please allow pop-ups and try again.'],
    ['missing-password', 'Please enter a password.'],
    ['missing-email', 'Please enter an email address.'],
    ['invalid-password', 'Invalid password. Please try again.'],
    ['requires-recent-login', 'Please sign out and sign in again to perform this action.'],
    ['expired-action-code', 'This link has expired. Please request a new one.'],
    ['invalid-action-code', 'This link is invalid or has already been used.'],
    ['user-token-expired', 'Your session has expired. Please sign in again.'],
  ])('%s reads "%s"', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
    expect(authErrorMessage(`auth/${code}`)).toBe(message);
  });

  it.each(['internal-error', 'quota-exceeded', '', 'toString'])('any other code (%s) reads the generic message', (code) => {
    expect(authErrorMessage(code)).toBe(UNEXPECTED_AUTH_ERROR);
    expect(UNEXPECTED_AUTH_ERROR).toBe('An unexpected error occurred. Please try again.');
  });

  it('has the reset confirmation', () => {
    expect(RESET_EMAIL_SENT).toBe('Password reset email sent! Check your inbox.');
  });
});
