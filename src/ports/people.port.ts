import type { MentionTarget } from '../domain/mentions';

/** The user's saved people (users/{uid}/people), used for @mentions. */
export interface People {
  /** Every saved person with a firstName; rejects on failure (callers fall back to placeholders). */
  list(userId: string): Promise<MentionTarget[]>;
}
