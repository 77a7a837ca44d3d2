import { avatarSlot } from '../../src/domain/avatar-slot';
import type { Images } from '../../src/ports/images.port';

/** Images for component tests: stable, distinct local URLs that never load anything. */
export class InMemoryImages implements Images {
  readonly calls: number[] = [];

  avatar(index: number): string {
    this.calls.push(index);
    return `/test-images/avatars/${avatarSlot(index) + 1}.png`;
  }
}
