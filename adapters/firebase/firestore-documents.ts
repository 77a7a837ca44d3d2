/** The Firestore adapters of a signed-in person's documents, in one file loaded on first use: a first visit draws without them. */
export { FirestoreChatThreads } from './firestore-chat-threads';
export { FirestoreDashboardChat } from './firestore-dashboard-chat';
export { FirestorePeople } from './firestore-people';
export { FirestoreUserProfiles } from './firestore-user-profiles';
