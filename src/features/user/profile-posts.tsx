import { profileRelativeTime } from '../../domain/relative-time';
import type { SimulatedPost } from '../../domain/simulated-profile';
import { TagList, TalkStats } from '../../ui/talk-meta';

/** The simulated profile's Posts tab. */
export function ProfilePosts({ posts, now }: { posts: SimulatedPost[]; now: Date }) {
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
          <h3 className="profile-post-title">{post.title}</h3>
          <p className="talk-body">{post.body}</p>
          <TagList tags={post.categories} />
          <p className="talk-stats">
            <time dateTime={post.timestamp.toISOString()}>{profileRelativeTime(post.timestamp, now)}</time>
            <TalkStats likes={post.likes} replies={post.replies} />
          </p>
        </li>
      ))}
    </ul>
  );
}
