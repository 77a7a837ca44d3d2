export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** SPEC 9: morning before 12, afternoon before 17, else evening (local time). */
export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
