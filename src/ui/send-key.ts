import type { KeyboardEvent } from 'react';

/** Enter sends a chat message; Shift+Enter is a new line, and an input method's Enter picks a word, sending nothing. */
export const isSendKey = (event: KeyboardEvent): boolean => event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
