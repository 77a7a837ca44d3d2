import { avatarSlot } from '../../src/domain/avatar-slot';
import type { Images } from '../../src/ports/images.port';

/** Production portraits from a stock-photo host of fictional people (SPEC 7 "Other"). */
export class StockPhotoImages implements Images {
  avatar(index: number): string {
    const n = avatarSlot(index);
    return `https://randomuser.me/api/portraits/${n % 2 === 0 ? 'women' : 'men'}/${10 + n * 3}.jpg`;
  }
}
