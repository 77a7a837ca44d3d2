import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_EMAIL_MESSAGE, NOT_SUCCESSFUL_MESSAGE, subscriptionErrorMessage } from '../../domain/subscription';
import type { SubscriptionAction } from '../../ports/email-subscriptions.port';
import { BRAND } from '../../ui/brand';
import { useService } from '../../ui/services-context';

type Result = { kind: 'success' | 'error'; text: string } | null;

/** /unsubscribe: email subscription management, with ?email= prefilled (decoded, only ever rendered as text). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const subscriptions = useService('emailSubscriptions');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState(true);
  const [result, setResult] = useState<Result>(null);
  const inputId = useId();
  useEffect(() => {
    document.title = `Email Subscription Management — ${BRAND.product}`;
  }, []);

  const run = async (action: SubscriptionAction) => {
    if (email.trim() === '') {
      setResult({ kind: 'error', text: EMPTY_EMAIL_MESSAGE });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const response = await subscriptions.update(email.trim(), action);
      if (response.success) {
        setSubscribed(action === 'subscribe');
        setResult({
          kind: 'success',
          text: response.message ?? (action === 'subscribe' ? 'You are subscribed.' : 'You have been unsubscribed.'),
        });
      } else {
        setResult({ kind: 'error', text: NOT_SUCCESSFUL_MESSAGE });
      }
    } catch (error) {
      setResult({ kind: 'error', text: subscriptionErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter applies the action that changes the current state.
    void run(subscribed ? 'unsubscribe' : 'subscribe');
  };
  const disabled = busy || email.trim() === '';
  return (
    <main id="main" className="unsubscribe-page">
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
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="button-row">
            <button
              type="button"
              className={`button ${subscribed ? 'danger' : 'secondary'}`}
              disabled={disabled}
              onClick={() => void run('unsubscribe')}
            >
              {busy ? 'Processing...' : 'Unsubscribe from Emails'}
            </button>
            <button
              type="button"
              className={`button ${subscribed ? 'secondary' : 'success'}`}
              disabled={disabled}
              onClick={() => void run('subscribe')}
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
        {result?.kind === 'error' && (
          <p className="result-box error" role="alert">
            {result.text}
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
