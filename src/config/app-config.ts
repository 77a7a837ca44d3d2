import { z } from 'zod';

/** Where the app's services live; chosen at build/start time (DESIGN.md "Modes"). */
export const MODES = ['devkit', 'emulators', 'firebase'] as const;
export type Mode = (typeof MODES)[number];

const configSchema = z.object({
  mode: z.enum(MODES),
  firebase: z.object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().min(1),
    /** reCAPTCHA v3 site key for App Check; production only. */
    appCheckSiteKey: z.string().min(1).optional(),
  }),
  region: z.string().min(1),
  /** Origin of the Auth emulator and mock-server callables in devkit/emulators mode. */
  emulatorOrigin: z.url().optional(),
  /** The Firestore emulator ('host:port'), in emulators mode only. */
  firestoreEmulator: z.object({ host: z.string().min(1), port: z.number().int().min(1).max(65535) }).optional(),
  functionNames: z.object({ aiChat: z.string().min(1).optional(), subscription: z.string().min(1).optional() }),
});
export type AppConfig = z.infer<typeof configSchema>;

type Env = Record<string, string | boolean | undefined>;
const str = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function hostPort(value: string): { host: string; port: number } | undefined {
  const match = /^([^:]+):(\d+)$/.exec(value);
  return match ? { host: match[1] ?? '', port: Number(match[2]) } : undefined;
}

/**
 * Builds and validates the one config object from Vite env variables. Offline modes default to the demo
 * project (no credentials) and to the page's own origin, which proxies the emulators.
 */
export function readConfig(env: Env, pageOrigin: string): AppConfig {
  const mode = (str(env, 'VITE_F8_MODE') ?? 'devkit') as Mode;
  const offline = mode !== 'firebase';
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? (offline ? 'demo-f8' : undefined);
  const result = configSchema.safeParse({
    mode,
    firebase: {
      apiKey: str(env, 'VITE_FIREBASE_API_KEY') ?? (offline ? 'demo-api-key' : undefined),
      authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? (projectId ? `${projectId}.firebaseapp.com` : undefined),
      projectId,
      appId: str(env, 'VITE_FIREBASE_APP_ID') ?? (offline ? 'demo-app' : undefined),
      appCheckSiteKey: str(env, 'VITE_APP_CHECK_SITE_KEY'),
    },
    region: str(env, 'VITE_FUNCTIONS_REGION') ?? 'europe-west1',
    emulatorOrigin: offline ? (str(env, 'VITE_EMULATOR_ORIGIN') ?? pageOrigin) : undefined,
    firestoreEmulator: mode === 'emulators' ? hostPort(str(env, 'VITE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080') : undefined,
    functionNames: { aiChat: str(env, 'VITE_AI_CHAT_FUNCTION'), subscription: str(env, 'VITE_SUBSCRIPTION_FUNCTION') },
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid app configuration for mode "${mode}": ${problems}`);
  }
  return result.data;
}
