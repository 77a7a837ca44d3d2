import { parseDocument, readPerson, storePaths } from '../../src/contract/store.mapping';
import { peopleListSchema } from '../../src/contract/store.schema';
import type { MentionTarget } from '../../src/domain/mentions';
import type { People } from '../../src/ports/people.port';
import type { StoreClient } from './store-client';

/** People over the mock server's store API: users/{uid}/people, those with a first name. */
export class DevkitPeople implements People {
  constructor(private readonly client: StoreClient) {}

  async list(userId: string): Promise<MentionTarget[]> {
    const data = await this.client.send('GET', storePaths.people(encodeURIComponent(userId)));
    const { people } = parseDocument(peopleListSchema, storePaths.people(userId), data);
    return people.map(({ id, ...doc }) => readPerson(userId, id, doc)).filter((person): person is MentionTarget => person !== null);
  }
}
