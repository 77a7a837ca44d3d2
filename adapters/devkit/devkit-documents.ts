/**
 * Devkit mode's adapters of a signed-in person's documents and the mock server's store API client they share, in one
 * file that loads on first use (adapters/on-first-use.ts): a first visit draws without them.
 */
export { DevkitChatThreads } from './devkit-chat-threads';
export { DevkitDashboardChat } from './devkit-dashboard-chat';
export { DevkitPeople } from './devkit-people';
export { DevkitUserProfiles } from './devkit-user-profiles';
export { StoreClient } from './store-client';
