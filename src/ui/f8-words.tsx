import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MentionTarget } from '../domain/mentions';
import { WithMentionChips } from './mention-chips';

// Offline with the renderer not yet loaded, the words stay plain text rather than fail the screen.
const loadRenderer = () => import('./f8-markdown').catch(() => null);

const F8Markdown = lazy(async () => ({ default: (await loadRenderer())?.default ?? PlainWords }));

function PlainWords({ text, people }: { text: string; people: readonly MentionTarget[] }) {
  return (
    <p>
      <WithMentionChips text={text} people={people} />
    </p>
  );
}

/**
 * Words the renderer cannot draw (nested deeper than its parser goes: a RangeError) show as plain text, not as a failed
 * screen; any other error is not this one's to hide.
 */
class PlainIfUnrenderable extends Component<{ text: string; plain: ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(before: { text: string }) {
    if (this.state.error !== null && before.text !== this.props.text) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof RangeError) return this.props.plain;
    throw this.state.error;
  }
}

const Preview = lazy(async () => ({ default: (await loadRenderer())?.F8Preview ?? (({ text }: { text: string }) => text) }));

/** f8's words on one line, without the markdown's signs (until the renderer has come, as written). */
export function F8Preview({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <Preview text={text} />
    </Suspense>
  );
}

/** Starts loading the rich-text renderer, for a screen about to show f8's words. */
export const preloadF8Words = () => void loadRenderer();

/**
 * f8's words as rich text. The renderer loads on first use, outside the first visit's scripts; until it has come,
 * the words show as plain text, or with `whenReady` not at all (a live region then reads them once, complete).
 */
export function F8Words({
  text,
  people,
  whenReady = false,
  lead,
}: {
  text: string;
  people: readonly MentionTarget[];
  whenReady?: boolean;
  /** Words before f8's, shown with them (with `whenReady`, only once they can be). */
  lead?: string;
}) {
  return (
    <div className="rich-text">
      <Suspense fallback={whenReady ? null : <PlainWords text={text} people={people} />}>
        {lead}
        <PlainIfUnrenderable text={text} plain={<PlainWords text={text} people={people} />}>
          <F8Markdown text={text} people={people} />
        </PlainIfUnrenderable>
      </Suspense>
    </div>
  );
}
