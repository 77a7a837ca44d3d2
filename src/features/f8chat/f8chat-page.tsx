import { useEffect, useMemo, useRef, useState } from 'react';
import { chatLog, unsavedIn, type ChatLogEntry } from '../../application/chat-log';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginFrom } from '../../domain/return-path';
import { BRAND } from '../../ui/brand';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { preloadF8Words } from '../../ui/f8-words';
import { useSession } from '../../ui/session';
import { useNow } from '../../ui/use-now';
import { useDrawer } from '../../ui/use-drawer';
import { useLeaveWarning } from '../../ui/use-leave-warning';
import { usePeople } from '../../ui/use-people';
import { Composer } from './composer';
import { HistoryRail } from './history-rail';
import { ChatHead, ChatInitial, HistoryToggle } from './chat-screens';
import { MessageLog } from './message-log';
import { DRAWER_WIDTH, useChatFocus } from './use-chat-focus';
import { useAnswerWhenLanded } from './use-answer-when-landed';
import { useOtherTabsNews } from './thread-news';
import { useSend } from './use-send';
import { useThreadMessages } from './use-thread-messages';
import type { ThreadEntry } from './thread-cache';
import { useDeleteThread, useForgetThread, useThreads } from './use-threads';
import { keepDraft, takeDraft } from './visitor-draft';
import './f8chat.css';

/** /f8chat: the chat with f8, its thread history and @mentions (SPEC 2, 4, 5, 7, 8, 9). */
export function F8ChatPage() {
  const { user } = useSession();
  // Each person's chat is a new one: nothing of the last one's (an exchange still on its way included) carries over.
  return <F8Chat key={user?.uid ?? ''} uid={user?.uid ?? null} />;
}

function F8Chat({ uid }: { uid: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const [view, setView] = useState<'initial' | 'thread'>('initial');
  const [threadId, setThreadId] = useState<string | null>(null);
  const [text, setText] = useState(takeDraft);
  const [railOpen, setRailOpen] = useState(false);
  const [deleting, setDeleting] = useState<ThreadEntry | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { threads, loading: threadsLoading } = useThreads(uid);
  const { people, own, chips } = usePeople(uid);
  const thread = useThreadMessages(uid, view === 'thread' ? threadId : null);
  // A send from the initial state opens the thread it creates, unless the user has moved on meanwhile.
  const awaitingThread = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const rail = useRef<HTMLElement>(null);
  const focus = useChatFocus({ input, toggle, rail, reopenDrawer: () => setRailOpen(true) });
  const { focusInputIfLost, focusInputNextFrame } = focus;
  const { send, retry, askAgain, stop, busy, finishing, asking, askingElsewhere, streamed, onTheirWay, clearLocal, letGo, refreshList } =
    useSend({
      uid: uid ?? '',
      threadId,
      onThread: (id) => {
        if (!awaitingThread.current) return;
        awaitingThread.current = false;
        setThreadId(id);
      },
      people,
    });

  // One log per conversation opened: its scroll place and "New messages" state never carry over to another.
  const [logKey, setLogKey] = useState(0);
  /** Leaves the open conversation; what was typed goes with it, unless `keepTyped`. */
  const leave = (keepTyped = false) => {
    awaitingThread.current = false;
    setLogKey((n) => n + 1);
    // A message that never reached a thread goes back into the input rather than away.
    const [unsent] = clearLocal();
    setText((typed) => (keepTyped ? [unsent, typed].filter(Boolean).join('\n') : (unsent ?? '')));
  };
  const closeRail = () => setRailOpen(false);
  const toInitial = () => {
    setView('initial');
    setThreadId(null);
    closeRail();
  };
  const startNew = () => {
    leave();
    toInitial();
    focusInputNextFrame();
  };
  // The open thread as it is now: a deletion answers after the page may have moved on.
  const openThreadId = useRef(threadId);
  useEffect(() => {
    openThreadId.current = threadId;
    // The renderer of f8's words comes with the thread's messages, not after them.
    if (threadId) preloadF8Words();
  }, [threadId]);
  /** Leaves a deleted thread if it is open, for the first screen, keeping what was typed; says whether it was open. */
  const leaveDeleted = (deleted: string) => {
    const wasOpen = deleted === openThreadId.current;
    if (wasOpen) {
      leave(true);
      toInitial();
    }
    return wasOpen;
  };
  const remove = useDeleteThread(uid ?? '', (deleted) => focus.deleted(leaveDeleted(deleted)));
  const forget = useForgetThread(uid);
  useOtherTabsNews(uid, {
    changed: refreshList,
    deleted: (gone) => {
      letGo(gone);
      if (deleting?.id === gone) setDeleting(null);
      void forget(gone).then(() => {
        leaveDeleted(gone);
        requestAnimationFrame(focusInputIfLost);
      });
    },
  });
  const submit = (raw: string) => {
    if (raw.trim() === '' || busy) return;
    if (uid === null) {
      // Signing in comes first; the words wait for the way back (SPEC 5), where the browser can store them.
      keepDraft(raw);
      void navigate('/login', { replace: true, state: loginFrom(location, 'instead') });
      return;
    }
    preloadF8Words(); // f8's first words may come before the new thread's id
    if (view === 'initial' || threadId === null) awaitingThread.current = true;
    setView('thread');
    setText('');
    // The chip pressed is gone, and Send is disabled until f8 has answered: the message box takes the focus now, not
    // once the answer is in (until then it was on the page).
    requestAnimationFrame(focusInputIfLost);
    void send(raw).finally(focusInputIfLost);
  };

  const railClose = useRef<HTMLButtonElement>(null);
  // The drawer keeps the keyboard while the rest of the page is inert, and closes when the rail fits beside it.
  useDrawer(railOpen, closeRail, { drawer: rail, first: railClose, opener: toggle }, DRAWER_WIDTH);

  const here = useMemo(() => onTheirWay.filter((m) => m.threadId === threadId), [onTheirWay, threadId]);
  const shown = useMemo(() => chatLog(thread.messages, here), [thread.messages, here]);
  const askAbout = (message: ChatLogEntry) => threadId && void askAgain(threadId, message).finally(focusInputIfLost);
  useAnswerWhenLanded(shown, busy, askAbout);
  useLeaveWarning(unsavedIn(shown) || finishing || streamed?.saving != null);

  const openThread = (id: string) => {
    leave();
    setThreadId(id);
    setView('thread');
    closeRail();
    // The drawer that held the focus is gone: the conversation's input takes it.
    focusInputNextFrame();
  };

  const historyToggle = <HistoryToggle open={railOpen} onOpen={() => setRailOpen(true)} toggleRef={toggle} />;

  return (
    <div className={`f8chat${railOpen ? ' rail-open' : ''}`}>
      <title>{`Chat with ${BRAND.companion} — ${BRAND.product}`}</title>
      <section className="chat-main" aria-labelledby="chat-title">
        {view === 'initial' ? (
          <ChatInitial signedIn={uid !== null} busy={busy} onQuickReply={submit} historyToggle={historyToggle} />
        ) : (
          <>
            <ChatHead onNewChat={startNew} historyToggle={historyToggle} />
            {thread.loading ? (
              <p className="muted chat-loading" role="status">
                Loading messages…
              </p>
            ) : (
              <MessageLog
                key={logKey}
                messages={shown}
                busy={busy}
                typing={asking}
                streamed={streamed}
                now={now}
                people={chips}
                hasOlder={thread.hasOlder}
                loadingOlder={thread.loadingOlder}
                onLoadOlder={thread.loadOlder}
                onSuggestion={submit}
                onRetry={(message) => void retry(message).finally(focusInputIfLost)}
                onAskAgain={(message) => {
                  requestAnimationFrame(focusInputIfLost); // the button is gone while f8 answers
                  askAbout(message);
                }}
              />
            )}
          </>
        )}
        <Composer
          value={text}
          onChange={setText}
          onSend={() => submit(text)}
          signedIn={uid !== null}
          busy={busy}
          answering={asking}
          answeringElsewhere={askingElsewhere}
          onStop={() => (stop(), input.current?.focus())}
          people={people}
          ownPeople={own}
          inputRef={input}
        />
      </section>
      {railOpen && <div className="scrim" aria-hidden="true" data-drawer-scrim onClick={closeRail} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this conversation?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => {
          setDeleting(null);
          focus.kept();
        }}
      >
        <p>“{deleting?.title}” and all its messages will be removed. This cannot be undone.</p>
      </ConfirmDialog>
      <HistoryRail
        signedIn={uid !== null}
        threads={threads}
        loading={threadsLoading}
        currentId={view === 'thread' ? threadId : null}
        now={now}
        open={railOpen}
        onOpenThread={openThread}
        onNewChat={startNew}
        onDelete={(thread) => {
          focus.asking(
            threads.findIndex((t) => t.id === thread.id),
            railOpen,
          );
          // The question replaces the drawer, as the people modal replaces the phone menu: the drawer would keep Tab
          // and Escape while the dialog is open.
          closeRail();
          setDeleting(thread);
        }}
        onClose={closeRail}
        ref={rail}
        closeRef={railClose}
      />
    </div>
  );
}
