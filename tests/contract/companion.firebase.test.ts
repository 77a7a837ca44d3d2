import { FirebaseCompanion } from '../../adapters/firebase/firebase-companion';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';
import { describeCompanionContract } from './companion.contract';

const NAMES = functionNames();

// The production adapter and the real Firebase SDK, signed in, against the mock server's companion functions.
describeCompanionContract('Firebase SDK against the mock server', async () => {
  const userId = 'companion-contract-user';
  const { callables, mock, teardown } = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
  return {
    companion: new FirebaseCompanion(callables),
    userId,
    lastGreetingContext: () => {
      const body = mock.state.journal.list(NAMES.greeting).at(-1)?.body as { data?: { chatContext?: [] } } | undefined;
      return Promise.resolve(body?.data?.chatContext ?? []);
    },
    fail: (code) => {
      for (const role of ['greeting', 'tips', 'starters'] as const) mock.state.faults.add({ target: NAMES[role], code });
      return () => mock.state.faults.clear();
    },
    teardown,
  };
});
