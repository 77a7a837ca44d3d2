import { parseDocument, readDashboardChatMessage, storePaths } from '../../src/contract/store.mapping';
import { dashboardChatListSchema } from '../../src/contract/store.schema';
import type { DashboardChat, DashboardChatMessage, DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { sendDashboardChat } from '../firebase/firebase-dashboard-chat-send';
import type { StoreClient } from './store-client';

/** DashboardChat in devkit mode, over the store API's event stream; the send's callable stores the exchange. */
export class DevkitDashboardChat implements DashboardChat {
  constructor(
    private readonly client: StoreClient,
    private readonly callables: FirebaseCallables,
  ) {}

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    const collection = storePaths.dashboardChat(encodeURIComponent(userId));
    return this.client.stream(
      `${collection}/live`,
      (data) => {
        // The store answers newest first; the port delivers oldest first.
        const { messages } = parseDocument(dashboardChatListSchema, collection, data);
        listener(messages.map(({ id, ...doc }) => readDashboardChatMessage(userId, id, doc)).reverse());
      },
      onError,
    );
  }

  send(request: DashboardChatSend): Promise<string> {
    return sendDashboardChat(this.callables, request);
  }
}
