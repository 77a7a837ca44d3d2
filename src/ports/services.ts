import type { AiChat } from './ai-chat.port';
import type { Auth } from './auth.port';
import type { ChatThreads } from './chat-threads.port';
import type { Companion } from './companion.port';
import type { DashboardChat } from './dashboard-chat.port';
import type { EmailSubscriptions } from './email-subscriptions.port';
import type { Images } from './images.port';
import type { People } from './people.port';
import type { TalkFeed } from './talk-feed.port';
import type { UserProfiles } from './user-profiles.port';

/** Every service the UI can ask for; one adapter of each is bound by the composition root. */
export interface Services {
  auth: Auth;
  talkFeed: TalkFeed;
  companion: Companion;
  dashboardChat: DashboardChat;
  aiChat: AiChat;
  chatThreads: ChatThreads;
  people: People;
  userProfiles: UserProfiles;
  emailSubscriptions: EmailSubscriptions;
  images: Images;
}

export type ServiceName = keyof Services;

/** Container service identifiers, one per port. */
export const SERVICE_IDS = {
  auth: Symbol.for('f8.Auth'),
  talkFeed: Symbol.for('f8.TalkFeed'),
  companion: Symbol.for('f8.Companion'),
  dashboardChat: Symbol.for('f8.DashboardChat'),
  aiChat: Symbol.for('f8.AiChat'),
  chatThreads: Symbol.for('f8.ChatThreads'),
  people: Symbol.for('f8.People'),
  userProfiles: Symbol.for('f8.UserProfiles'),
  emailSubscriptions: Symbol.for('f8.EmailSubscriptions'),
  images: Symbol.for('f8.Images'),
} as const satisfies Record<ServiceName, symbol>;
