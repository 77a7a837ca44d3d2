import { Fragment, useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorMessage, MIN_PASSWORD_LENGTH, RESET_EMAIL_SENT } from '../../domain/auth-errors';
import { safeReturnPath, type LoginFrom } from '../../domain/return-path';
import { BRAND } from '../../ui/brand';
import { focusIsLost } from '../../ui/focus-lost';
import { useSession } from '../../ui/session';
import { errorOf, Field, type FieldBinding, type FieldName } from './login-fields';
import { INITIAL, reduce, type Mode } from './login-state';
import { useAccountActions, type AccountAction } from './use-account-actions';
import './login.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /login: main, email form shown or hidden, and reset-password form (SPEC 2). */
export function LoginPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const { mode, emailOpen, emailMode, busy, message } = state;
  const { email, password, displayName } = state.fields;
  /** An error, about `about` when it is about one field; `pull`: the form was refused, and that field takes the focus. */
  const setError = (text: string, about?: FieldName, pull = false) =>
    dispatch({ type: 'error', text, ...(about ? { field: about } : {}), ...(pull ? { pull } : {}) });
  const refuse = (text: string, about: FieldName) => setError(text, about, true);
  const account = useAccountActions({
    onStart: () => dispatch({ type: 'start' }),
    onDone: (action) => dispatch(action.kind === 'reset-password' ? { type: 'done', notice: RESET_EMAIL_SENT } : { type: 'done' }),
    onError: (error) => {
      const { text, field: about } = errorOf(error);
      setError(text, about);
    },
  });
  const card = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const bind = (name: FieldName): FieldBinding => ({
    name,
    value: state.fields[name],
    onChange: (value) => dispatch({ type: 'field', name, value }),
    errorId: message?.kind === 'error' && message.field === name ? messageId : undefined,
  });
  // A refused form moves the focus to the field to correct (the message describes it). A server's answer moves
  // nothing: the busy button the person pressed kept the focus (aria-disabled), and the message is announced.
  useEffect(() => {
    if (message?.kind === 'error' && message.pull && message.field)
      card.current?.querySelector<HTMLInputElement>(`input[name="${message.field}"]`)?.focus();
  }, [message]);
  // 'Forgot password?' and 'Back to sign in' go with the form they were in: the focus goes to the new form's first field
  // ('Continue with email' where the email form is closed), not to the page, from where Tab would skip the form.
  const modeShown = useRef(mode);
  useEffect(() => {
    if (modeShown.current === mode) return;
    modeShown.current = mode;
    const form = card.current;
    if (focusIsLost()) (form?.querySelector<HTMLElement>('form input') ?? form?.querySelector<HTMLElement>('[aria-expanded]'))?.focus();
  }, [mode]);
  // Sign-up and sign-in too: the switch stays, but the form it changed gains a field above it (Display name).
  const emailModeShown = useRef(emailMode);
  useEffect(() => {
    if (emailModeShown.current === emailMode) return;
    emailModeShown.current = emailMode;
    card.current?.querySelector<HTMLElement>('form input')?.focus();
  }, [emailMode]);

  // A signed-in visitor goes back where they came from, accepted only as a same-origin path; one signing up or in with
  // Google here once the profile is written (the session hears of the account first), so the next screen reads it.
  const cameFrom = location.state as Partial<LoginFrom> | null;
  const returnPath = safeReturnPath(cameFrom?.from ?? params.get('from'));
  // Opened over that page: Back returns to its entry, where a new one would leave it twice in the history.
  const goesBack = cameFrom?.over === true && cameFrom.from === returnPath;
  const returns = user !== null && !busy;
  // Once per entry: an effect run again (React's development checks) must not go back twice.
  const wentBackFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!returns || !goesBack || wentBackFrom.current === location.key) return;
    wentBackFrom.current = location.key;
    void navigate(-1);
  }, [returns, goesBack, navigate, location.key]);
  if (returns) return goesBack ? null : <Navigate to={returnPath} replace />;

  // The buttons are aria-disabled while busy, so they keep the focus: a press meanwhile does nothing.
  const run = (action: AccountAction) => !busy && account.mutate(action);

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Checked in the form's order, so the field that takes the focus is the first one to fill in.
    const signUp = emailMode === 'sign-up';
    if (signUp && !displayName.trim()) return refuse('Please enter your name.', 'displayName');
    if (!email.trim()) return refuse(authErrorMessage('missing-email'), 'email');
    if (!password) return refuse(authErrorMessage('missing-password'), 'password');
    if (signUp) {
      if (password.length < MIN_PASSWORD_LENGTH) return refuse(authErrorMessage('weak-password'), 'password');
      run({ kind: 'sign-up', email: email.trim(), password, displayName: displayName.trim() });
    } else {
      run({ kind: 'sign-in', email: email.trim(), password });
    }
  };

  const onResetSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return refuse(authErrorMessage('missing-email'), 'email');
    if (!EMAIL_PATTERN.test(email.trim())) return refuse(authErrorMessage('invalid-email'), 'email');
    run({ kind: 'reset-password', email: email.trim() });
  };

  const switchMode = (next: Mode) => dispatch({ type: 'mode', mode: next });

  return (
    <main id="main" className="login-page">
      <title>{`Login — ${BRAND.product}`}</title>
      <div ref={card} className="login-card">
        <Link to="/" className="login-brand">
          {BRAND.product}
        </Link>
        {/* Keyed: the two forms share no element, so the button pressed to switch goes, and the focus is moved on. */}
        {mode === 'reset' ? (
          <Fragment key="reset">
            <h1>Reset your password</h1>
            <p className="muted">Enter your email and we’ll send you a link to choose a new password.</p>
            <form className="email-form" onSubmit={onResetSubmit} noValidate>
              <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
              <button type="submit" className="button wide" aria-disabled={busy || undefined}>
                {busy ? 'Sending…' : 'Send reset email'}
              </button>
            </form>
            <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => switchMode('main')}>
              Back to sign in
            </button>
          </Fragment>
        ) : (
          <Fragment key="main">
            <h1>{emailMode === 'sign-up' && emailOpen ? 'Create your account' : 'Welcome back'}</h1>
            <p className="muted">
              {emailMode === 'sign-up' && emailOpen
                ? `Create an account to chat with ${BRAND.companion} and see your dashboard.`
                : `Sign in to chat with ${BRAND.companion} and see your dashboard.`}
            </p>
            <button type="button" className="button wide google" aria-disabled={busy || undefined} onClick={() => run({ kind: 'google' })}>
              Continue with Google
            </button>
            <button
              type="button"
              className="button wide secondary"
              aria-expanded={emailOpen}
              aria-disabled={busy || undefined}
              onClick={() => dispatch({ type: 'toggle-email' })}
            >
              {!emailOpen ? 'Continue with email' : emailMode === 'sign-up' ? 'Hide email sign-up' : 'Hide email sign-in'}
            </button>
            {emailOpen && (
              <form onSubmit={onEmailSubmit} noValidate className="email-form">
                {emailMode === 'sign-up' && (
                  // The profile keeps at most 200 characters of the name (buildNewProfile).
                  <Field label="Display name" type="text" autoComplete="name" maxLength={200} {...bind('displayName')} />
                )}
                <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
                <Field
                  label="Password"
                  type="password"
                  autoComplete={emailMode === 'sign-up' ? 'new-password' : 'current-password'}
                  {...bind('password')}
                />
                <button type="submit" className="button wide" aria-disabled={busy || undefined}>
                  {busy ? 'Please wait…' : emailMode === 'sign-up' ? 'Create account' : 'Sign in'}
                </button>
                <div className="login-links">
                  <button
                    type="button"
                    className="link-button"
                    aria-disabled={busy || undefined}
                    onClick={() => dispatch({ type: 'email-mode', emailMode: emailMode === 'sign-up' ? 'sign-in' : 'sign-up' })}
                  >
                    {emailMode === 'sign-up' ? 'Have an account? Sign in' : 'New here? Create an account'}
                  </button>
                  {emailMode === 'sign-in' && (
                    <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => switchMode('reset')}>
                      Forgot password?
                    </button>
                  )}
                </div>
              </form>
            )}
          </Fragment>
        )}
        {message?.kind === 'error' && (
          <p id={messageId} className="result-box error" role="alert">
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
