import { HeartIcon, ReplyIcon } from './icons';

/** A list of tags (post categories, interests), named for assistive technology. */
export function TagList({ tags, label = 'Categories' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Likes, and replies when given, as icons with screen-reader words. */
export function TalkStats({ likes, replies }: { likes: number; replies?: number }) {
  return (
    <>
      <span className="stat">
        <HeartIcon /> {likes} <span className="visually-hidden">{likes === 1 ? 'like' : 'likes'}</span>
      </span>
      {replies !== undefined && (
        <span className="stat">
          <ReplyIcon /> {replies} <span className="visually-hidden">{replies === 1 ? 'reply' : 'replies'}</span>
        </span>
      )}
    </>
  );
}
