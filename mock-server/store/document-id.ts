import { randomInt } from 'node:crypto';

/** Digits, then capitals, then small letters: in byte order, so fixed-width ids sort as their numbers do. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(value: number, width: number): string {
  let out = '';
  for (let rest = value, i = 0; i < width; i++, rest = Math.floor(rest / 62)) out = ALPHABET[rest % 62] + out;
  return out;
}

let sequence = 0;

/** A Firestore-like 20-character id that sorts after earlier ones, so messages sharing a timestamp keep their written order. */
export function newDocumentId(): string {
  sequence = (sequence + 1) % 62 ** 4;
  let random = '';
  for (let i = 0; i < 8; i++) random += ALPHABET[randomInt(62)];
  return `${base62(Date.now(), 8)}${base62(sequence, 4)}${random}`;
}
