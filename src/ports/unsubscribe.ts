/** Stops a subscription started by a port's `subscribe` method. */
export type Unsubscribe = () => void;
