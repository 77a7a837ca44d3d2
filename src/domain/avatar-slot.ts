/** How many avatar images there are (SPEC 9: 20 avatar images). */
export const AVATAR_IMAGE_COUNT = 20;

/**
 * Which of the avatar images an index names (0 to 19), for any integer index. Apart from the lookup tables of
 * simulated-data.ts, which only the profile and discovery screens need: every page's image adapter uses this.
 */
export function avatarSlot(index: number): number {
  return Math.abs(Math.trunc(index)) % AVATAR_IMAGE_COUNT;
}
