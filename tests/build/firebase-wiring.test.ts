// @vitest-environment jsdom
import * as firebaseApp from 'firebase/app';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ID, CONFIG_ID, FUNCTIONS_ID } from '../../adapters/tokens';
import { devkitModeModules } from '../../adapters/wiring/devkit-mode';
import { emulatorsModeModules } from '../../adapters/wiring/emulators-mode';
import { firebaseModeModules } from '../../adapters/wiring/firebase-mode';
import { readConfig, type AppConfig } from '../../src/config/app-config';
import { SERVICE_IDS } from '../../src/ports/services';

/** What the Functions SDK keeps of its wiring (internal fields; the public type hides them). */
interface FunctionsInternals {
  emulatorOrigin: string | null;
  /** The address of a callable, as the SDK will post to it. */
  _url(name: string): string;
  contextProvider: { appCheck: unknown };
}

/** Whether App Check is active on the app: the SDK's own (internal) component lookup, hidden by its public typings. */
function appCheckActive(app: FirebaseApp): boolean {
  const { _getProvider } = firebaseApp as unknown as { _getProvider: (app: FirebaseApp, name: string) => { isInitialized(): boolean } };
  return _getProvider(app, 'app-check').isInitialized();
}

const PRODUCTION = {
  VITE_F8_MODE: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaSyWiringTest0000000000000000000000',
  VITE_FIREBASE_PROJECT_ID: 'tether-wiring-test',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_APP_CHECK_SITE_KEY: '6LcWiringTest',
};

// Each mode's wiring table (adapters/wiring/), as the composition root loads it.
describe('the Firebase wiring of each mode', () => {
  let container: Container;
  const wire = (config: AppConfig, ...modules: Parameters<Container['load']>) => {
    container = new Container({ defaultScope: 'Singleton' });
    container.bind(CONFIG_ID).toConstantValue(config);
    container.load(...modules);
    return container.get<Functions>(FUNCTIONS_ID) as Functions & FunctionsInternals;
  };
  afterEach(() => deleteApp(container.get<FirebaseApp>(APP_ID)));

  it('points the callables at the mock server on the page origin offline', () => {
    const functions = wire(readConfig({ VITE_F8_MODE: 'devkit' }, 'http://127.0.0.1:5173'), ...devkitModeModules);
    expect(functions.emulatorOrigin).toBe('http://127.0.0.1:5173');
    expect(functions._url('getPplTalkMessagesEurW')).toBe('http://127.0.0.1:5173/demo-f8/europe-west1/getPplTalkMessagesEurW');
    expect(appCheckActive(container.get<FirebaseApp>(APP_ID))).toBe(false);
  });

  it('keeps the callables on https when the site is served over TLS (the emulator connection would be plain http)', () => {
    const functions = wire(readConfig({ VITE_F8_MODE: 'devkit' }, 'https://127.0.0.1:7443'), ...devkitModeModules);
    expect(functions._url('getPplTalkMessagesEurW')).toBe('https://127.0.0.1:7443/demo-f8/europe-west1/getPplTalkMessagesEurW');
  });

  it.each([
    ['devkit', readConfig({ VITE_F8_MODE: 'devkit' }, 'http://127.0.0.1:5173'), devkitModeModules],
    ['emulators', readConfig({ VITE_F8_MODE: 'emulators' }, 'http://127.0.0.1:5173'), emulatorsModeModules],
    ['firebase', readConfig(PRODUCTION, 'https://tether.example'), firebaseModeModules],
  ] as const)('serves every port in %s mode', (_mode, config, modules) => {
    wire(config, ...modules);
    for (const [name, id] of Object.entries(SERVICE_IDS)) expect(container.get(id), name).toBeTypeOf('object');
  });

  it('activates App Check in production before the callables exist, and connects no emulator', async () => {
    const functions = wire(readConfig(PRODUCTION, 'https://tether.example'), ...firebaseModeModules);
    expect(functions.emulatorOrigin).toBeNull();
    expect(appCheckActive(container.get<FirebaseApp>(APP_ID))).toBe(true);
    // The Functions SDK picks App Check up a microtask after it is created: long before the first call,
    // which comes after the composition root has resolved and the page has rendered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(functions.contextProvider.appCheck).toBeTruthy();
  });
});
