import type { Unsubscribe } from './unsubscribe';

/** One line of users/{uid}/chat (SPEC 3). Clients only read these; the chat function writes each exchange. */
export interface DashboardChatMessage {
  id: string;
  message: string;
  sender: 'user' | 'f8';
  timestamp: Date;
}

/** What the dashboard sends: the new message and the chat it is part of. */
export interface DashboardChatSend {
  userId: string;
  userName: string;
  /** The text as typed; the function refuses a blank one. */
  message: string;
  /** The chat so far, oldest first; only the last 10 are sent (SPEC 9). */
  history: DashboardChatMessage[];
}

/** The dashboard's chat with f8: users/{uid}/chat and the chatEurW function (SPEC 2, 7, 9). */
export interface DashboardChat {
  /** Calls `listener` with the newest 10 messages, oldest first, now and on every change; failures go to `onError`. */
  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe;
  /** Calls chatEurW with the last 10 messages; the function stores the exchange. Resolves with f8's answer; rejects with FunctionError. */
  send(request: DashboardChatSend): Promise<string>;
}
