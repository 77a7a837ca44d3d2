import { InMemoryPeople } from '../../adapters/in-memory/in-memory-people';
import { FunctionError } from '../../src/domain/function-error';
import { describePeopleContract } from './people.contract';

describePeopleContract('in-memory', () => {
  const people = new InMemoryPeople();
  return Promise.resolve({
    people,
    userId: 'uid-1',
    otherUserId: 'uid-2',
    write: (userId, docs) => Promise.resolve(void people.write(userId, docs)),
    fail: (code) => {
      people.failWith = new FunctionError(code, `Injected ${code}`);
      return () => {
        people.failWith = null;
      };
    },
  });
});
