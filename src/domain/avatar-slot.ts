/** How many avatar images there are (SPEC 9: 20 avatar images). */
export const AVATAR_IMAGE_COUNT = 20;

/** The avatar image any integer index names; apart from simulated-data.ts, which only two screens need, as every page uses it. */
export function avatarSlot(index: number): number {
  return Math.abs(Math.trunc(index)) % AVATAR_IMAGE_COUNT;
}
