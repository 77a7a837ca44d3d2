import { avatarSlot } from '../../src/domain/avatar-slot';
import type { Images } from '../../src/ports/images.port';

/** Avatars served by the mock server, so devkit pages never leave loopback. */
export class DevkitImages implements Images {
  avatar(index: number): string {
    return `/__devkit/images/avatars/${avatarSlot(index) + 1}.svg`;
  }
}
