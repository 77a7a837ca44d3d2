import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { CALLABLE_TIMEOUT_MS } from '../domain/function-error';

// zod/mini (tree-shakable; the config is read before anything renders) installs no locale: English keeps the
// messages of a refused config as `zod` words them.
z.config(en());

/** Where the app's services live; chosen at build/start time (DESIGN.md "Modes"). */
export const MODES = ['devkit', 'emulators', 'firebase'] as const;
export type Mode = (typeof MODES)[number];

const nonEmpty = () => z.string().check(z.minLength(1));
const hostPortShape = { host: nonEmpty(), port: z.number().check(z.int(), z.gte(1), z.lte(65535)) };

const configSchema = z.object({
  mode: z.enum(MODES),
  firebase: z.object({
    apiKey: nonEmpty(),
    authDomain: nonEmpty(),
    projectId: nonEmpty(),
    appId: nonEmpty(),
    /** reCAPTCHA Enterprise site key for App Check; required in firebase mode, unused offline. */
    appCheckSiteKey: z.optional(nonEmpty()),
  }),
  region: nonEmpty(),
  /** Origin of the Auth emulator and mock-server callables in devkit/emulators mode. */
  emulatorOrigin: z.optional(z.url()),
  /** The Firestore emulator ('host:port'), in emulators mode only. */
  firestoreEmulator: z.optional(z.object(hostPortShape)),
  functionNames: z.object({ aiChat: z.optional(nonEmpty()), subscription: z.optional(nonEmpty()) }),
  /** f8's answers come as a stream (the callable's `.stream()`): always offline, in production with VITE_AI_STREAM=true. */
  aiStream: z.boolean(),
  /** When the page gives up on a callable: SPEC 9's 70 s; offline, VITE_F8_CALL_TIMEOUT_MS may shorten it for tests. */
  callTimeoutMs: z.number().check(z.int(), z.gte(1), z.lte(CALLABLE_TIMEOUT_MS)),
});
export type AppConfig = z.infer<typeof configSchema>;

/** Production refuses to start without App Check: callables and Firestore enforce it there. */
const productionSchema = z.extend(configSchema, {
  firebase: z.extend(configSchema.shape.firebase, {
    appCheckSiteKey: z
      .string({ error: 'missing: set VITE_APP_CHECK_SITE_KEY to the reCAPTCHA Enterprise site key of App Check' })
      .check(z.minLength(1)),
  }),
});

// Emulators mode needs the Firestore emulator's address, or the SDK would reach Firestore itself. The message gives
// no example: a production build must hold no loopback address.
const emulatorsSchema = z.extend(configSchema, {
  firestoreEmulator: z.object(hostPortShape, { error: "set VITE_FIRESTORE_EMULATOR_HOST to the Firestore emulator's host:port" }),
});

declare global {
  // Vite's build-time variables, as vite/client declares them for the browser; repeated here so Node's type
  // check (which reaches this file through adapter tests) knows the one this file reads.
  interface ImportMetaEnv {
    readonly VITE_F8_MODE?: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/** The offline modes' demo project and emulator; Vite drops them from a production build, which ships no demo name or loopback. */
const OFFLINE_DEFAULTS =
  import.meta.env.VITE_F8_MODE === 'firebase'
    ? undefined
    : { projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app', firestoreEmulator: '127.0.0.1:8080' };

type Env = Record<string, string | boolean | undefined>;
const str = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function hostPort(value: string): { host: string; port: number } | undefined {
  const match = /^([^:]+):(\d+)$/.exec(value);
  return match ? { host: match[1] ?? '', port: Number(match[2]) } : undefined;
}

/** The one config object, from Vite's env; offline modes default to the page's own origin, which proxies the emulators. */
export function readConfig(env: Env, pageOrigin: string): AppConfig {
  const mode = (str(env, 'VITE_F8_MODE') ?? 'devkit') as Mode;
  const offline = mode !== 'firebase';
  const defaults = offline ? OFFLINE_DEFAULTS : undefined;
  if (offline && !defaults) throw new Error(`Mode "${mode}" is not available in a production build (VITE_F8_MODE=firebase)`);
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? defaults?.projectId;
  const firestoreEmulator = str(env, 'VITE_FIRESTORE_EMULATOR_HOST') ?? defaults?.firestoreEmulator;
  const schema = mode === 'firebase' ? productionSchema : mode === 'emulators' ? emulatorsSchema : configSchema;
  const result = schema.safeParse({
    mode,
    firebase: {
      apiKey: str(env, 'VITE_FIREBASE_API_KEY') ?? defaults?.apiKey,
      authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? (projectId ? `${projectId}.firebaseapp.com` : undefined),
      projectId,
      appId: str(env, 'VITE_FIREBASE_APP_ID') ?? defaults?.appId,
      appCheckSiteKey: str(env, 'VITE_APP_CHECK_SITE_KEY'),
    },
    region: str(env, 'VITE_FUNCTIONS_REGION') ?? 'europe-west1',
    emulatorOrigin: offline ? (str(env, 'VITE_EMULATOR_ORIGIN') ?? pageOrigin) : undefined,
    firestoreEmulator: mode === 'emulators' && firestoreEmulator ? hostPort(firestoreEmulator) : undefined,
    functionNames: { aiChat: str(env, 'VITE_AI_CHAT_FUNCTION'), subscription: str(env, 'VITE_SUBSCRIPTION_FUNCTION') },
    aiStream: offline || str(env, 'VITE_AI_STREAM') === 'true',
    callTimeoutMs: offline ? Number(str(env, 'VITE_F8_CALL_TIMEOUT_MS') ?? CALLABLE_TIMEOUT_MS) : CALLABLE_TIMEOUT_MS,
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid app configuration for mode "${mode}": ${problems}`);
  }
  return result.data;
}
