import * as firebaseApp from 'firebase/app';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import type { MockServerOptions } from '../../mock-server/app';
import { startMockServer } from '../../mock-server/main';
import { functionNames } from '../../src/contract/functions';

type MockServer = Awaited<ReturnType<typeof startMockServer>>;

/**
 * Signs the SDK's callables in as `idToken` gives, without an Auth emulator: the Functions SDK asks the
 * app's internal 'auth-internal' component for the bearer token, so a stand-in component answers. The
 * token is an unsigned emulator token (tests/support/tokens.ts), which the mock server decodes.
 */
function signCallsWith(app: FirebaseApp, idToken: () => string): void {
  // _addComponent is the SDK's own (internal) way to register a component; its public typings hide it.
  const { _addComponent } = firebaseApp as unknown as { _addComponent: (app: FirebaseApp, component: unknown) => void };
  const authInternal = {
    getToken: () => Promise.resolve({ accessToken: idToken() }),
    getUid: () => null,
    addAuthTokenListener: () => undefined,
    removeAuthTokenListener: () => undefined,
  };
  _addComponent(app, {
    name: 'auth-internal',
    instanceFactory: () => authInternal,
    type: 'PRIVATE',
    multipleInstances: false,
    serviceProps: {},
    instantiationMode: 'LAZY',
    onInstanceCreated: null,
  });
}

/**
 * The real Firebase SDK's callables, pointed at a mock server on a free port (connectFunctionsEmulator).
 * With `as`, every call carries that user's ID token, as a signed-in page's calls do.
 */
export async function callablesAgainstMock(
  options: MockServerOptions = {},
  as?: { idToken: () => string },
): Promise<{ callables: FirebaseCallables; mock: MockServer; teardown: () => Promise<void> }> {
  const mock = await startMockServer(0, options);
  const app = initializeApp(
    { projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' },
    `sdk-${Math.random().toString(36).slice(2)}`,
  );
  if (as) signCallsWith(app, as.idToken);
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, '127.0.0.1', Number(new URL(mock.url).port));
  return {
    callables: new FirebaseCallables(functions, functionNames()),
    mock,
    teardown: async () => {
      await deleteApp(app);
      await mock.close();
    },
  };
}
