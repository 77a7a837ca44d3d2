import { dashboardChatListSchema } from '../../src/contract/store.schema';
import type { DashboardChatMessage } from '../../src/ports/companion.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { DashboardChatSource } from '../firebase/firebase-companion';
import type { StoreClient } from './store-client';

/** The newest 10 messages of users/{uid}/chat, live over the store API's event stream. */
export class DevkitDashboardChat implements DashboardChatSource {
  constructor(private readonly client: StoreClient) {}

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    return this.client.stream(
      `users/${encodeURIComponent(userId)}/chat/live`,
      dashboardChatListSchema,
      ({ messages }) =>
        listener(messages.map((m) => ({ id: m.id, message: m.message, sender: m.sender, timestamp: new Date(m.timestamp) })).reverse()),
      onError,
    );
  }
}
