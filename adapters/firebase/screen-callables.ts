/**
 * The adapters of the callables that only some screens use (the f8 chat's, the dashboard's, the unsubscribe page's),
 * in one file that loads on first use (adapters/on-first-use.ts): the feed's first page needs none of them.
 */
export { FirebaseAiChat } from './firebase-ai-chat';
export { FirebaseCompanion } from './firebase-companion';
export { FirebaseEmailSubscriptions } from './firebase-email-subscriptions';
