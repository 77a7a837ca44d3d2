/** Devkit's adapters of a signed-in person's documents and their store client, in one file loaded on first use. */
export { DevkitChatThreads } from './devkit-chat-threads';
export { DevkitDashboardChat } from './devkit-dashboard-chat';
export { DevkitPeople } from './devkit-people';
export { DevkitUserProfiles } from './devkit-user-profiles';
export { StoreClient } from './store-client';
