import { Link } from 'react-router-dom';
import { profileRelativeTime } from '../../domain/relative-time';
import { TagList, TalkStats } from '../../ui/talk-meta';

/** One post of a profile's Posts tab: a simulated profile's, or a community author's (with a link to the post). */
export interface ProfilePost {
  id: string;
  title: string;
  body: string;
  categories: readonly string[];
  timestamp?: Date | null | undefined;
  likes: number;
  replies?: number | undefined;
  /** Where the post opens; a simulated post opens nowhere. */
  href?: string | undefined;
}

/** A profile's Posts tab, shared by both kinds of profile; times are the profile's relative format (SPEC 9). */
export function ProfilePosts({ posts, now }: { posts: readonly ProfilePost[]; now: Date }) {
  if (posts.length === 0) {
    return (
      <div className="empty-box">
        <p className="empty">No posts yet</p>
        <p className="muted">This user hasn't shared anything yet</p>
      </div>
    );
  }
  return (
    <ul className="profile-posts">
      {posts.map((post) => (
        <li key={post.id}>
          <h3 className="profile-post-title" dir="auto">
            {post.href ? <Link to={post.href}>{post.title}</Link> : post.title}
          </h3>
          <p className="talk-body" dir="auto">
            {post.body}
          </p>
          <TagList tags={post.categories} />
          <p className="talk-stats">
            {post.timestamp && <time dateTime={post.timestamp.toISOString()}>{profileRelativeTime(post.timestamp, now)}</time>}
            <TalkStats likes={post.likes} replies={post.replies} />
          </p>
        </li>
      ))}
    </ul>
  );
}
