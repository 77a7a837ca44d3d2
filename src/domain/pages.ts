/** Pages in order, each message once, even when the order shifted between pages (new messages moved one into the next). */
export function flattenPages<T extends { id: string }>(pages: readonly { messages: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages)
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  return out;
}
