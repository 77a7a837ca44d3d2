import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { authorState, displayHandle, userPath } from '../../domain/handle';
import { feedRelativeTime } from '../../domain/relative-time';
import { parseMessageSlug, slugify, talkPath } from '../../domain/slug';
import { avatarOf, type TalkMessage, type TalkReply } from '../../domain/talk';
import { Avatar } from '../../ui/avatar';
import { BRAND } from '../../ui/brand';
import { TagList, TalkStats } from '../../ui/talk-meta';
import { useSession } from '../../ui/session';
import { TryAgain } from '../../ui/try-again';
import { useNow } from '../../ui/use-now';
import { useGoBack } from '../../ui/use-go-back';
import { useRefocus } from '../../ui/use-refocus';
import { useOpenLogin } from '../../ui/use-open-login';
import { usePost } from './use-post';
import './post.css';

function When({ date, now }: { date: Date | null; now: Date }) {
  if (!date) return null;
  const time = feedRelativeTime(date, now);
  return (
    <span className="talk-time">
      <time dateTime={date.toISOString()}>{time.relative}</time>
      {time.date && <span> · {time.date}</span>}
    </span>
  );
}

function Reply({ reply, now }: { reply: TalkReply; now: Date }) {
  return (
    <li className="reply">
      <Avatar src={reply.profileImageUrl} size={32} />
      <div className="reply-content">
        <div className="talk-row-meta">
          <Link className="handle" to={userPath(reply)} state={authorState(reply, [], reply.profileImageUrl)}>
            {displayHandle(reply)}
          </Link>
          <When date={reply.timestamp} now={now} />
        </div>
        <p className="reply-text" dir="auto">
          {reply.text}
        </p>
        <p className="talk-stats">
          <TalkStats likes={reply.likes} />
        </p>
      </div>
    </li>
  );
}

function Post({ message, replies, now }: { message: TalkMessage; replies: TalkReply[]; now: Date }) {
  const { user } = useSession();
  const openLogin = useOpenLogin();
  return (
    <>
      <title>{`${message.title} — ${BRAND.product} community`}</title>
      <article className="post" aria-labelledby="post-title">
        <div className="talk-row-meta">
          <Avatar src={avatarOf(message)} size={44} eager />
          <span className="post-byline">
            <Link className="handle" to={userPath(message)} state={authorState(message, [message], avatarOf(message))}>
              {displayHandle(message)}
            </Link>
            <When date={message.timestamp} now={now} />
          </span>
        </div>
        <h1 id="post-title" className="post-title" dir="auto">
          {message.title}
        </h1>
        <p className="post-body" dir="auto">
          {message.body}
        </p>
        <TagList tags={message.categories} />
        <p className="talk-stats">
          <TalkStats likes={message.likes} replies={message.replies} />
        </p>
        <div className="native-note">
          {user ? (
            <p>Likes and replies require the native app.</p>
          ) : (
            <>
              <p>You must be logged in to like or reply.</p>
              <button type="button" className="button" onClick={openLogin}>
                Login
              </button>
            </>
          )}
        </div>
      </article>
      <section className="replies" aria-labelledby="replies-heading">
        <h2 id="replies-heading">Replies ({replies.length})</h2>
        {replies.length === 0 ? (
          <p className="muted">No replies yet.</p>
        ) : (
          <ul>
            {replies.map((reply) => (
              <Reply key={reply.id} reply={reply} now={now} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /talk/{messageSlug}: one post with its replies, at its canonical address. Each state names itself in the tab title. */
export function PostPage() {
  const { messageSlug = '' } = useParams();
  const navigate = useNavigate();
  const now = useNow();
  const parsed = parseMessageSlug(messageSlug);
  const { state, retry } = usePost(parsed?.id ?? null);
  const canonical = state.status === 'loaded' ? talkPath(state.message) : null;
  const isCanonical =
    state.status !== 'loaded' || (parsed?.id === messageSlug.split('-')[0] && parsed?.slug === slugify(state.message.title));

  useEffect(() => {
    // The address must match the title; fix it without leaving the wrong slug in history.
    if (canonical && !isCanonical) void navigate(canonical, { replace: true });
  }, [canonical, isCanonical, navigate]);

  const goBack = useGoBack();
  // 'Try again' gives way to the loading state: the focus then goes to what came, the post's title (or the state's),
  // or to the next 'Try again' if it failed again; not to the page.
  const page = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const refocusAfterRetry = useRefocus(() => {
    if (state.status === 'error') return retryButton.current;
    return state.status === 'loading' ? null : page.current?.querySelector('h1');
  });
  return (
    <div ref={page} className="post-page">
      {parsed === null ? (
        <div className="state-box" role="alert">
          <title>{`No message ID provided — ${BRAND.product}`}</title>
          <h1>No message ID provided</h1>
          <button type="button" className="button secondary" onClick={goBack}>
            Go back
          </button>
        </div>
      ) : state.status === 'loading' ? (
        <p className="muted" aria-busy="true">
          <title>{`Loading post… — ${BRAND.product}`}</title>
          {state.offline ? 'You’re offline. The post will load when you’re back online.' : 'Loading post…'}
        </p>
      ) : state.status === 'not-found' ? (
        <div className="state-box" role="alert">
          <title>{`Message not found — ${BRAND.product}`}</title>
          <h1>Message not found</h1>
          <button type="button" className="button secondary" onClick={goBack}>
            Go back
          </button>
        </div>
      ) : state.status === 'error' ? (
        <div className="state-box feed-error" role="alert">
          <title>{`${state.message} — ${BRAND.product}`}</title>
          <h1>{state.message}</h1>
          <div className="button-row">
            <TryAgain ref={retryButton} armRefocus={refocusAfterRetry} onRetry={retry} />
            <button type="button" className="button secondary" onClick={goBack}>
              Go back
            </button>
          </div>
        </div>
      ) : (
        <Post message={state.message} replies={state.replies} now={now} />
      )}
    </div>
  );
}
