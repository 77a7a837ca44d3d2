/** The items of the window `start`–`end` with their indexes, plus `pinned` if outside it, all in list order. */
export function windowedItems<T>(items: readonly T[], start: number, end: number, pinned?: number): { item: T; index: number }[] {
  const indexes: number[] = [];
  if (pinned !== undefined && pinned < start) indexes.push(pinned);
  for (let i = start; i < end; i++) indexes.push(i);
  if (pinned !== undefined && pinned >= end) indexes.push(pinned);
  return indexes.flatMap((index) => (index < items.length ? [{ item: items[index] as T, index }] : []));
}
