export type SubscriptionAction = 'subscribe' | 'unsubscribe';

/** The email subscription function of /unsubscribe. */
export interface EmailSubscriptions {
  /** Applies the action; resolves with the server's result, rejects with FunctionError. */
  update(email: string, action: SubscriptionAction): Promise<{ success: boolean; message: string | null }>;
}
