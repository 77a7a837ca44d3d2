import type { Images } from '../../src/ports/images.port';

/** Avatars served by the mock server, so devkit pages never leave loopback. */
export class DevkitImages implements Images {
  avatar(index: number): string {
    return `/__devkit/images/avatars/${(Math.abs(Math.trunc(index)) % 20) + 1}.svg`;
  }
}
