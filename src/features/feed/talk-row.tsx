import { memo, useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { authorState, displayHandle, userPath } from '../../domain/handle';
import { feedRelativeTime } from '../../domain/relative-time';
import { talkPath } from '../../domain/slug';
import { avatarOf, rowTags, type Category, type TalkMessage } from '../../domain/talk';
import { Avatar } from '../../ui/avatar';
import { TagList, TalkStats } from '../../ui/talk-meta';

export interface TalkRowProps {
  message: TalkMessage;
  now: Date;
  position: number;
  setSize: number;
  /** The category the feed is filtered by: the row shows it first among its tags. */
  category?: Category | null;
  /** Top of a row pinned outside the window, from the list's padding edge; undefined for a row in the flow. */
  placedAt?: number;
  ref?: Ref<HTMLElement>;
}

/** One post in the feed; the title link stretches over the row. Memoised so a keystroke or scroll re-renders only changed rows. */
export const TalkRow = memo(function TalkRow({ message, now, position, setSize, category = null, placedAt, ref }: TalkRowProps) {
  const titleId = useId();
  const bodyId = useId();
  const time = message.timestamp ? feedRelativeTime(message.timestamp, now) : null;
  const tags = rowTags(message.categories, category);
  return (
    <article
      ref={ref}
      className={placedAt === undefined ? 'talk-row' : 'talk-row talk-row-placed'}
      style={placedAt === undefined ? undefined : { top: placedAt }}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Focusable for the feed's Page Down and Page Up (use-feed-keys), without a Tab stop of its own.
      tabIndex={-1}
      aria-posinset={position}
      // Its place in the list, as the feed's window (use-row-window) reads it when it measures the row.
      data-index={position - 1}
      aria-setsize={setSize}
    >
      <Avatar src={avatarOf(message)} size={40} />
      <div className="talk-row-content">
        <div className="talk-row-meta">
          <Link className="handle" to={userPath(message)} state={authorState(message, [message], avatarOf(message))}>
            {displayHandle(message)}
          </Link>
          {time && message.timestamp && (
            <span className="talk-time">
              <time dateTime={message.timestamp.toISOString()}>{time.relative}</time>
              {time.date && <span className="talk-date"> · {time.date}</span>}
            </span>
          )}
        </div>
        <h2 id={titleId} className="talk-title" dir="auto">
          <Link className="stretched-link" to={talkPath(message)}>
            {message.title}
          </Link>
        </h2>
        <p id={bodyId} className="talk-body" dir="auto">
          {message.body}
        </p>
        <TagList tags={tags} />
        <p className="talk-stats">
          <TalkStats likes={message.likes} replies={message.replies} />
        </p>
      </div>
    </article>
  );
});
