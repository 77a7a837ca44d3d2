import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import { startMockServer } from '../../mock-server/main';
import type { MockServerOptions } from '../../mock-server/app';
import { functionNames } from '../../src/contract/functions';

/** The real Firebase SDK's callables, pointed at a mock server on a free port (connectFunctionsEmulator). */
export async function callablesAgainstMock(
  options: MockServerOptions = {},
): Promise<{ callables: FirebaseCallables; teardown: () => Promise<void> }> {
  const mock = await startMockServer(0, options);
  const app = initializeApp(
    { projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' },
    `sdk-${Math.random().toString(36).slice(2)}`,
  );
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, '127.0.0.1', Number(new URL(mock.url).port));
  return {
    callables: new FirebaseCallables(functions, functionNames()),
    teardown: async () => {
      await deleteApp(app);
      await mock.close();
    },
  };
}
