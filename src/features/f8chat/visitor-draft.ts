import { readStored, writeStored } from '../../ui/web-storage';

/** A visitor's typed text waits here while they sign in, and comes back with them (SPEC 5). */
const DRAFT_KEY = 'f8chat.draft';

export const keepDraft = (text: string): void => writeStored('session', DRAFT_KEY, text);

/** The text kept before signing in, once: it is forgotten as it is taken. */
export function takeDraft(): string {
  const draft = readStored('session', DRAFT_KEY) ?? '';
  writeStored('session', DRAFT_KEY, null);
  return draft;
}
