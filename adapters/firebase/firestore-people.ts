import { readPerson } from '../../src/contract/store.mapping';
import type { MentionTarget } from '../../src/domain/mentions';
import type { People } from '../../src/ports/people.port';
import { attempt, type FirestoreClient } from './lazy-firestore';

/** People over Firestore: users/{uid}/people, those with a first name. */
export class FirestorePeople implements People {
  constructor(private readonly firestore: FirestoreClient) {}

  async list(userId: string): Promise<MentionTarget[]> {
    const docs = await attempt(async () => {
      const { fs, db } = await this.firestore();
      const snapshot = await fs.getDocs(fs.collection(db, 'users', userId, 'people'));
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    });
    return docs.map(({ id, data }) => readPerson(userId, id, data)).filter((person): person is MentionTarget => person !== null);
  }
}
