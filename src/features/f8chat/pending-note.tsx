import { useEffect, useState } from 'react';
import { useOnline } from '../../ui/use-online';

/** How long a write may take before its bubble says it is being saved, and before it says it waits for the network. */
export const PENDING_NOTE_MS = { saving: 1_000, waiting: 5_000 };

type Stage = 'quick' | 'saving' | 'waiting';

function stageAt(since: Date): Stage {
  const elapsed = Date.now() - since.getTime();
  return elapsed >= PENDING_NOTE_MS.waiting ? 'waiting' : elapsed >= PENDING_NOTE_MS.saving ? 'saving' : 'quick';
}

/**
 * A message written but not yet stored: nothing for a quick write, 'Saving…' after a moment, then 'Waiting for
 * connection' (at once while the browser is offline). Timed from the write, so a message still waiting from before a
 * reload says so at once.
 */
export function PendingNote({ since }: { since: Date }) {
  const online = useOnline();
  const [stage, setStage] = useState(() => stageAt(since));
  useEffect(() => {
    if (stage === 'waiting') return;
    const next = stage === 'quick' ? PENDING_NOTE_MS.saving : PENDING_NOTE_MS.waiting;
    const timer = setTimeout(() => setStage(stage === 'quick' ? 'saving' : 'waiting'), Math.max(0, since.getTime() + next - Date.now()));
    return () => clearTimeout(timer);
  }, [since, stage]);
  if (online && stage === 'quick') return null;
  return (
    <span className="pending-note" role="status">
      {' · '}
      {online && stage === 'saving' ? 'Saving…' : 'Waiting for connection'}
    </span>
  );
}
