/** The callables only some screens use, in one file loaded on first use: the feed's first page needs none of them. */
export { FirebaseAiChat } from './firebase-ai-chat';
export { FirebaseCompanion } from './firebase-companion';
export { FirebaseEmailSubscriptions } from './firebase-email-subscriptions';
