import { useRef, useState } from 'react';
import type { AuthUser } from '../../ports/auth.port';
import { BRAND } from '../../ui/brand';
import { RequireAuth } from '../../ui/require-auth';
import { useSession } from '../../ui/session';
import { TryAgain } from '../../ui/try-again';
import { useRefocus } from '../../ui/use-refocus';
import { DashboardChat, type StarterDraft } from './dashboard-chat';
import { useDashboard, type PartStatus } from './use-dashboard';
import { useDashboardChat } from './use-dashboard-chat';
import './dashboard.css';

/** What a card without items says: still on its way, none, or not loaded (the page's alert above says so and retries). */
const partNote = (status: PartStatus, none: string, failed: string) =>
  status === 'loading' ? 'Loading…' : status === 'error' ? failed : none;

function Dashboard({ user }: { user: AuthUser }) {
  // A new object for each choice: the same starter chosen again is a new draft.
  const [draft, setDraft] = useState<StarterDraft | null>(null);
  const data = useDashboard(user);
  const chat = useDashboardChat(user, data.userName);
  // One 'Failed to load dashboard data' for the page: when the chat has failed too, this Try again listens to it again.
  const retry = () => {
    data.retry();
    if (chat.loadError) chat.retryLoad();
  };
  const retryButton = useRef<HTMLButtonElement>(null);
  const greetingHeading = useRef<HTMLHeadingElement>(null);
  // 'Try again' gives way to the loading line: the focus goes on to the greeting, or to the next 'Try again'.
  const refocusAfterRetry = useRefocus(() => {
    if (data.status === 'error') return retryButton.current;
    return data.status === 'loaded' ? greetingHeading.current : null;
  });
  return (
    <main id="main" className="dashboard">
      <title>{`Dashboard — ${BRAND.product}`}</title>
      <section className="dashboard-greeting" aria-labelledby="greeting-heading" aria-busy={data.status === 'loading'}>
        <h1 id="greeting-heading" ref={greetingHeading}>
          {data.userName ? `Hi, ${data.userName}` : 'Welcome'}
        </h1>
        {/* One slot for the loading line and the greeting, tall enough for most greetings: the grid below stays put.
            A greeting that failed leaves it to the alert. */}
        {data.parts.greeting !== 'error' && (
          <div className="greeting-slot">
            {data.parts.greeting === 'loading' && <p className="muted">{BRAND.companion} is getting ready…</p>}
            {data.greeting && <p className="greeting">{data.greeting}</p>}
          </div>
        )}
        {data.status === 'error' && (
          <div className="result-box error" role="alert">
            <p>Failed to load dashboard data</p>
            <TryAgain ref={retryButton} armRefocus={refocusAfterRetry} onRetry={retry} />
          </div>
        )}
      </section>
      <div className="dashboard-grid">
        {/* Until the greeting has settled, the chat keeps a failure of its own unsaid: were the greeting to fail too, the
            page's one box would replace the chat's, with its Try again and maybe the focus. */}
        <DashboardChat chat={chat} draft={draft} loadErrorAbove={data.status !== 'loaded'} />
        <div className="dashboard-side">
          <section className="dashboard-card" aria-labelledby="tips-heading">
            <h2 id="tips-heading">Relationship tips</h2>
            <div className="card-body">
              {data.tips.length > 0 ? (
                <ul className="tips">
                  {data.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{partNote(data.parts.tips, 'No tips right now.', 'Tips could not be loaded.')}</p>
              )}
            </div>
          </section>
          <section className="dashboard-card" aria-labelledby="starters-heading">
            <h2 id="starters-heading">Conversation starters</h2>
            <div className="card-body">
              {data.starters.length > 0 ? (
                <ul className="starters">
                  {data.starters.map((starter) => (
                    <li key={starter}>
                      <button type="button" className="starter" onClick={() => setDraft({ text: starter })}>
                        {starter}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{partNote(data.parts.starters, 'No starters right now.', 'Starters could not be loaded.')}</p>
              )}
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}

/** /dashboard: only for signed-in users (SPEC 2). */
export function DashboardPage() {
  const { user } = useSession();
  return <RequireAuth>{user && <Dashboard key={user.uid} user={user} />}</RequireAuth>;
}
