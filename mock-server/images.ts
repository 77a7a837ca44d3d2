import { hashSeed } from '../src/domain/random';

const PALETTE = ['#f97362', '#f6a04d', '#e9c46a', '#5fb49c', '#3d9ad1', '#7a6ff0', '#c86bd6', '#ef6f9c'];

// The figure has a dark outline: some skin tones are close to some discs, and the person must show on every one.
/** A local avatar (a face on a coloured disc), so devkit pages need no image host. */
export function avatarSvg(key: string): string {
  const hash = hashSeed(key);
  const bg = PALETTE[hash % PALETTE.length] ?? '#3d9ad1';
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][(hash >>> 4) % 5] ?? '#e0ac69';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" rx="48" fill="${bg}"/>
<g stroke="#0000004d" stroke-width="2.5"><circle cx="48" cy="40" r="18" fill="${skin}"/>
<path d="M16 88c4-18 18-28 32-28s28 10 32 28" fill="${skin}"/></g>
</svg>`;
}
