import { useId, useReducer, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { authErrorMessage, MIN_PASSWORD_LENGTH, RESET_EMAIL_SENT, UNEXPECTED_AUTH_ERROR } from '../../domain/auth-errors';
import { safeReturnPath } from '../../domain/return-path';
import { AuthError } from '../../ports/auth.port';
import { BRAND } from '../../ui/brand';
import { useSession } from '../../ui/session';
import { INITIAL, reduce, type LoginState, type Mode } from './login-state';
import { useAccountActions } from './use-account-actions';
import './login.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function messageOf(error: unknown): string {
  return error instanceof AuthError ? authErrorMessage(error.code) : UNEXPECTED_AUTH_ERROR;
}

function Field({
  label,
  type,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  type: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** /login: main, email form shown or hidden, and reset-password form (SPEC 2). */
export function LoginPage() {
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const actions = useAccountActions();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const { mode, emailOpen, emailMode, busy, message } = state;
  const { email, password, displayName } = state.fields;
  const field = (name: keyof LoginState['fields']) => (value: string) => dispatch({ type: 'field', name, value });
  const setError = (text: string) => dispatch({ type: 'error', text });

  // A signed-in visitor goes back where they came from, accepted only as a same-origin path.
  if (user) {
    const from: unknown = (location.state as { from?: unknown } | null)?.from ?? params.get('from');
    return <Navigate to={safeReturnPath(from)} replace />;
  }

  const run = async (action: () => Promise<unknown>, success?: string) => {
    dispatch({ type: 'start' });
    try {
      await action();
      dispatch(success ? { type: 'done', notice: success } : { type: 'done' });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(authErrorMessage('missing-email'));
    if (!password) return setError(authErrorMessage('missing-password'));
    if (emailMode === 'sign-up') {
      if (!displayName.trim()) return setError('Please enter your name.');
      if (password.length < MIN_PASSWORD_LENGTH) return setError(authErrorMessage('weak-password'));
      void run(() => actions.signUp(email.trim(), password, displayName.trim()));
    } else {
      void run(() => actions.signIn(email.trim(), password));
    }
  };

  const onResetSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(authErrorMessage('missing-email'));
    if (!EMAIL_PATTERN.test(email.trim())) return setError(authErrorMessage('invalid-email'));
    void run(() => actions.resetPassword(email.trim()), RESET_EMAIL_SENT);
  };

  const switchMode = (next: Mode) => dispatch({ type: 'mode', mode: next });

  return (
    <main id="main" className="login-page">
      <title>{`Login — ${BRAND.product}`}</title>
      <div className="login-card">
        <Link to="/" className="login-brand">
          {BRAND.product}
        </Link>
        {mode === 'reset' ? (
          <>
            <h1>Reset your password</h1>
            <p className="muted">Enter your email and we’ll send you a link to choose a new password.</p>
            <form onSubmit={onResetSubmit} noValidate>
              <Field label="Email" type="email" value={email} onChange={field('email')} autoComplete="email" />
              <button type="submit" className="button wide" disabled={busy}>
                {busy ? 'Sending…' : 'Send reset email'}
              </button>
            </form>
            <button type="button" className="link-button" onClick={() => switchMode('main')}>
              Back to sign in
            </button>
          </>
        ) : (
          <>
            <h1>{emailMode === 'sign-up' && emailOpen ? 'Create your account' : 'Welcome back'}</h1>
            <p className="muted">Sign in to chat with {BRAND.companion} and see your dashboard.</p>
            <button type="button" className="button wide google" disabled={busy} onClick={() => void run(() => actions.google())}>
              Continue with Google
            </button>
            <button
              type="button"
              className="button wide secondary"
              aria-expanded={emailOpen}
              onClick={() => dispatch({ type: 'toggle-email' })}
            >
              {emailOpen ? 'Hide email sign-in' : 'Continue with email'}
            </button>
            {emailOpen && (
              <form onSubmit={onEmailSubmit} noValidate className="email-form">
                {emailMode === 'sign-up' && (
                  <Field label="Display name" type="text" value={displayName} onChange={field('displayName')} autoComplete="name" />
                )}
                <Field label="Email" type="email" value={email} onChange={field('email')} autoComplete="email" />
                <Field
                  label="Password"
                  type="password"
                  value={password}
                  onChange={field('password')}
                  autoComplete={emailMode === 'sign-up' ? 'new-password' : 'current-password'}
                />
                <button type="submit" className="button wide" disabled={busy}>
                  {busy ? 'Please wait…' : emailMode === 'sign-up' ? 'Create account' : 'Sign in'}
                </button>
                <div className="login-links">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dispatch({ type: 'email-mode', emailMode: emailMode === 'sign-up' ? 'sign-in' : 'sign-up' })}
                  >
                    {emailMode === 'sign-up' ? 'Have an account? Sign in' : 'New here? Create an account'}
                  </button>
                  {emailMode === 'sign-in' && (
                    <button type="button" className="link-button" onClick={() => switchMode('reset')}>
                      Forgot password?
                    </button>
                  )}
                </div>
              </form>
            )}
          </>
        )}
        {message?.kind === 'error' && (
          <p className="result-box error" role="alert">
            {message.text}
          </p>
        )}
        {message?.kind === 'notice' && (
          <p className="result-box success" role="status">
            {message.text}
          </p>
        )}
      </div>
    </main>
  );
}
