import { codeForHttpStatus, codeOfStatusName } from '../../src/contract/callable-protocol';
import { isJsonObject } from '../../src/contract/json-object';
import { sealed } from './bounded';

// What the web SDK's `httpsCallable` makes of an answer, mirrored from its source, so the journal can say which error a
// page will see and warn of answers the SDK cannot read.
const LONG_TYPES = new Set(['type.googleapis.com/google.protobuf.Int64Value', 'type.googleapis.com/google.protobuf.UInt64Value']);

/** Error status names the SDK knows in an error body (anything else makes it raise `internal`). */
const KNOWN_STATUSES = new Set([
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'UNAUTHENTICATED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
]);

/** The code the SDK rejects with (`functions/<code>`), `ok` when it resolves, or `decode-error` (see below). */
export type SdkCode = string;

export interface SdkView {
  code: SdkCode;
  /** Why the SDK will fail to read a 2xx answer, for the journal and the server log. */
  warnings: string[];
}

const asObject = (value: unknown): Record<string, unknown> | null => (isJsonObject(value) ? value : null);

/** Sealed values (bounded.ts) found decodable whole: frozen, they stay so, and are not walked again. */
const decodable = new WeakSet<object>();
const MAX_DEPTH = 64;

/** Where in `value` the SDK's decoder throws: an object whose `@type` is set and is not a readable 64-bit integer. */
export function undecodablePath(value: unknown, path = 'result', depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || decodable.has(value)) return null;
  const object = value as Record<string, unknown>;
  if (!Array.isArray(value) && object['@type']) {
    const type = object['@type'];
    return typeof type === 'string' && LONG_TYPES.has(type) && !Number.isNaN(Number(object.value)) ? null : path;
  }
  for (const [key, item] of Object.entries(object)) {
    // Only objects can carry an @type: no path is built for the rest.
    if (item === null || typeof item !== 'object') continue;
    const found = undecodablePath(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  const facts = sealed(value);
  if (facts && depth + facts.depth <= MAX_DEPTH) decodable.add(value);
  return null;
}

// A dropped connection (`status` null) reads as `internal`. On an unknown `@type` the decoder throws a plain Error, not a
// FirebaseError, so there is no code: `decode-error` here.
/** The code the SDK rejects (or resolves) with for this answer, and warnings when it cannot read a 2xx body. */
export function sdkViewOf(status: number | null, body: unknown): SdkView {
  if (status === null) return { code: 'internal', warnings: [] };
  let code = codeForHttpStatus(status);
  const error = asObject(asObject(body)?.error);
  if (error && typeof error.status === 'string') {
    if (!KNOWN_STATUSES.has(error.status))
      return { code: 'internal', warnings: [`Unknown error status ${error.status}: the SDK raises internal.`] };
    code = codeOfStatusName(error.status) ?? 'internal';
  }
  if (code !== 'ok') return { code, warnings: [] };
  const object = asObject(body);
  if (!object) return { code: 'internal', warnings: ['A 2xx answer that is not a JSON object: the SDK raises internal.'] };
  const data = object.data === undefined ? object.result : object.data;
  if (data === undefined)
    return { code: 'internal', warnings: ['A 2xx answer without result: the SDK raises internal ("Response is missing data field").'] };
  const path = undecodablePath(data);
  if (path) {
    return {
      code: 'decode-error',
      warnings: [`${path} carries an @type the SDK cannot decode: httpsCallable throws "Data cannot be decoded from JSON".`],
    };
  }
  return { code: 'ok', warnings: [] };
}
