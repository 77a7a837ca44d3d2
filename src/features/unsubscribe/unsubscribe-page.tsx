import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  addressRefused,
  emailQueryParam,
  EMPTY_EMAIL_MESSAGE,
  NOT_SUCCESSFUL_MESSAGE,
  subscriptionErrorMessage,
} from '../../domain/subscription';
import type { SubscriptionAction } from '../../ports/email-subscriptions.port';
import { BRAND } from '../../ui/brand';
import { useService } from '../../ui/services-context';
import './unsubscribe.css';

type Result = { kind: 'success' | 'error'; text: string } | null;

/** The success or error box of the last call (SPEC 8 "Unsubscribe"). */
function resultOf(mutation: {
  data?: { success: boolean; message: string | null } | undefined;
  error: unknown;
  isError: boolean;
  variables?: { action: SubscriptionAction } | undefined;
}): Result {
  if (mutation.isError) return { kind: 'error', text: subscriptionErrorMessage(mutation.error) };
  if (!mutation.data) return null;
  if (!mutation.data.success) return { kind: 'error', text: NOT_SUCCESSFUL_MESSAGE };
  const subscribe = mutation.variables?.action === 'subscribe';
  // A message with nothing to read in it says nothing: the page says what was done instead.
  return { kind: 'success', text: mutation.data.message?.trim() || (subscribe ? 'You are subscribed.' : 'You have been unsubscribed.') };
}

/** /unsubscribe: email subscription management, with ?email= prefilled (decoded, only ever rendered as text). */
export function UnsubscribePage() {
  const { search } = useLocation();
  const subscriptions = useService('emailSubscriptions');
  const [email, setEmail] = useState(() => emailQueryParam(search));
  const [subscribed, setSubscribed] = useState(true);
  const [emptyError, setEmptyError] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: ({ address, action }: { address: string; action: SubscriptionAction }) => subscriptions.update(address, action),
    onSuccess: (response, { action }) => {
      if (response.success) setSubscribed(action === 'subscribe');
    },
  });
  const busy = mutation.isPending;
  const result = resultOf(mutation);
  const fieldRefused = emptyError || (mutation.isError && addressRefused(mutation.error));

  const run = (action: SubscriptionAction) => {
    // The buttons are aria-disabled while busy, so the pressed one keeps the focus: a press meanwhile does nothing.
    if (busy) return;
    if (email.trim() === '') {
      mutation.reset();
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    mutation.mutate({ address: email.trim(), action });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter applies the action that changes the current state.
    run(subscribed ? 'unsubscribe' : 'subscribe');
  };
  // Disabled while busy or without an address, as the spec asks: while busy by aria-disabled, so the pressed one keeps the focus.
  const empty = email.trim() === '';
  return (
    <main id="main" className="unsubscribe-page">
      <title>{`Email Subscription Management — ${BRAND.product}`}</title>
      <div className="unsubscribe-card">
        <h1>Email Subscription Management</h1>
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId}>Email address</label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            // Read-only while busy: the answer on its way is about the address sent, and shows under it.
            readOnly={busy}
            aria-invalid={fieldRefused || undefined}
            aria-describedby={fieldRefused ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              // The last answer was about the address as it was: an edited one clears it.
              setEmptyError(false);
              mutation.reset();
            }}
          />
          <div className="button-row">
            <button
              type="button"
              className={`button ${subscribed ? 'danger' : 'secondary'}`}
              disabled={empty}
              aria-disabled={busy || undefined}
              onClick={() => run('unsubscribe')}
            >
              {busy ? 'Processing...' : 'Unsubscribe from Emails'}
            </button>
            <button
              type="button"
              className={`button ${subscribed ? 'secondary' : 'success'}`}
              disabled={empty}
              aria-disabled={busy || undefined}
              onClick={() => run('subscribe')}
            >
              {busy ? 'Processing...' : 'Subscribe to Emails'}
            </button>
          </div>
        </form>
        <div aria-live="polite">
          {result?.kind === 'success' && (
            <p className="result-box success" role="status">
              {result.text}
            </p>
          )}
        </div>
        {(emptyError || result?.kind === 'error') && (
          <p id={errorId} className="result-box error" role="alert">
            {emptyError ? EMPTY_EMAIL_MESSAGE : result?.text}
          </p>
        )}
        <p className="muted note">
          Changes may take up to 24 hours to take effect. We only send emails about product features, insights and important updates.
        </p>
        <p className="muted">
          Questions? Contact us at <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>
        </p>
      </div>
    </main>
  );
}
