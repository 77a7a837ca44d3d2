import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/app-config';

/** A complete production environment. */
const PRODUCTION = {
  VITE_F8_MODE: 'firebase',
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_PROJECT_ID: 'prod',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_APP_CHECK_SITE_KEY: 'site-key',
};

describe('readConfig', () => {
  it('defaults to devkit mode on the demo project, reaching emulators through the page origin', () => {
    const config = readConfig({}, 'http://127.0.0.1:5173');
    expect(config.mode).toBe('devkit');
    expect(config.firebase.projectId).toBe('demo-f8');
    expect(config.region).toBe('europe-west1');
    expect(config.emulatorOrigin).toBe('http://127.0.0.1:5173');
  });

  it('uses production settings with no emulator in firebase mode', () => {
    const config = readConfig(
      {
        VITE_F8_MODE: 'firebase',
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'prod',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
        VITE_APP_CHECK_SITE_KEY: 'site-key',
        VITE_AI_CHAT_FUNCTION: 'aiEurW',
      },
      'https://example.app',
    );
    expect(config.emulatorOrigin).toBeUndefined();
    expect(config.firestoreEmulator).toBeUndefined();
    expect(config.firebase.authDomain).toBe('prod.firebaseapp.com');
    expect(config.firebase.appCheckSiteKey).toBe('site-key');
    expect(config.functionNames.aiChat).toBe('aiEurW');
    expect(config.aiStream).toBe(false);
  });

  it("streams f8's answers offline always, and in production only with VITE_AI_STREAM=true", () => {
    const production = PRODUCTION;
    expect(readConfig({ ...production, VITE_AI_STREAM: 'true' }, 'https://example.app').aiStream).toBe(true);
    expect(readConfig({ ...production, VITE_AI_STREAM: 'yes' }, 'https://example.app').aiStream).toBe(false);
    expect(readConfig({}, 'http://127.0.0.1:5173').aiStream).toBe(true);
    expect(readConfig({ VITE_F8_MODE: 'emulators', VITE_AI_STREAM: 'false' }, 'http://127.0.0.1:5173').aiStream).toBe(true);
  });

  it("gives up on a callable after SPEC's 70 s, or offline after VITE_F8_CALL_TIMEOUT_MS, so a hang test takes seconds", () => {
    const production = PRODUCTION;
    expect(readConfig({}, 'http://127.0.0.1:5173').callTimeoutMs).toBe(70_000);
    expect(readConfig({ VITE_F8_CALL_TIMEOUT_MS: '5000' }, 'http://127.0.0.1:5173').callTimeoutMs).toBe(5000);
    expect(readConfig({ VITE_F8_MODE: 'emulators', VITE_F8_CALL_TIMEOUT_MS: '1500' }, 'http://127.0.0.1:5173').callTimeoutMs).toBe(1500);
    // Production always waits as long as its functions may run.
    expect(readConfig({ ...production, VITE_F8_CALL_TIMEOUT_MS: '5000' }, 'https://example.app').callTimeoutMs).toBe(70_000);
    for (const bad of ['soon', '0', '2.5', '70001'])
      expect(() => readConfig({ VITE_F8_CALL_TIMEOUT_MS: bad }, 'http://127.0.0.1:5173'), bad).toThrow(/callTimeoutMs/);
  });

  it('refuses firebase mode without credentials, naming what is missing', () => {
    expect(() => readConfig({ VITE_F8_MODE: 'firebase' }, 'https://example.app')).toThrow(/firebase\.apiKey/);
  });

  it('refuses firebase mode without the App Check site key, naming the variable to set', () => {
    const production = {
      VITE_F8_MODE: 'firebase',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'prod',
      VITE_FIREBASE_APP_ID: 'a',
    };
    expect(() => readConfig(production, 'https://example.app')).toThrow(/firebase\.appCheckSiteKey: missing: set VITE_APP_CHECK_SITE_KEY/);
    expect(() => readConfig({ ...production, VITE_APP_CHECK_SITE_KEY: '' }, 'https://example.app')).toThrow(/VITE_APP_CHECK_SITE_KEY/);
  });

  it('reports every missing production setting at once', () => {
    expect(() => readConfig({ VITE_F8_MODE: 'firebase' }, 'https://example.app')).toThrow(
      /firebase\.apiKey.*firebase\.projectId.*firebase\.appId.*firebase\.appCheckSiteKey/,
    );
  });

  it('needs no App Check site key offline', () => {
    expect(readConfig({ VITE_F8_MODE: 'emulators' }, 'http://127.0.0.1:5173').firebase.appCheckSiteKey).toBeUndefined();
    expect(readConfig({ VITE_F8_MODE: 'emulators' }, 'http://127.0.0.1:5173').firestoreEmulator).toEqual({ host: '127.0.0.1', port: 8080 });
  });

  it('refuses emulators mode with a malformed Firestore emulator address, which would reach Firestore itself', () => {
    const emulators = (host: string) =>
      readConfig({ VITE_F8_MODE: 'emulators', VITE_FIRESTORE_EMULATOR_HOST: host }, 'http://127.0.0.1:5173');
    expect(emulators('127.0.0.1:8181').firestoreEmulator).toEqual({ host: '127.0.0.1', port: 8181 });
    for (const host of ['localhost', 'http://127.0.0.1:8080', '127.0.0.1:port', '127.0.0.1:99999'])
      expect(() => emulators(host), host).toThrow(/Invalid app configuration for mode "emulators": firestoreEmulator/);
    expect(() => emulators('localhost')).toThrow(/set VITE_FIRESTORE_EMULATOR_HOST to the Firestore emulator.s host:port/);
  });

  it('refuses an unknown mode', () => {
    expect(() => readConfig({ VITE_F8_MODE: 'staging' }, 'http://x')).toThrow(/mode/);
  });
});
