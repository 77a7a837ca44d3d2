/**
 * The Firestore adapters of a signed-in person's documents (production and emulators mode), in one file that loads
 * on first use (adapters/on-first-use.ts), as the Firestore SDK itself does: a first visit draws without them.
 */
export { FirestoreChatThreads } from './firestore-chat-threads';
export { FirestoreDashboardChat } from './firestore-dashboard-chat';
export { FirestorePeople } from './firestore-people';
export { FirestoreUserProfiles } from './firestore-user-profiles';
