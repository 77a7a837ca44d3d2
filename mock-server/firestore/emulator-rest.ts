import { mkdirSync } from 'node:fs';

/** The Firestore emulator's own REST endpoints: reset, rules, export. */
export const EXPORT_NAME = 'firestore_export';

const emulatorUrl = (hostPort: string, projectId: string) => `http://${hostPort}/emulator/v1/projects/${projectId}`;

/** Deletes every document of the project (the emulator's own reset endpoint). */
export async function clearFirestore(hostPort: string, projectId: string): Promise<void> {
  const res = await fetch(`${emulatorUrl(hostPort, projectId)}/databases/(default)/documents`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing the Firestore emulator failed: ${res.status} ${await res.text()}`);
}

/** Replaces the rules the emulator enforces (how the dev kit's store faults deny writes for a while). */
export async function loadRules(hostPort: string, projectId: string, source: string): Promise<void> {
  const res = await fetch(`${emulatorUrl(hostPort, projectId)}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
  });
  if (!res.ok) throw new Error(`Loading rules into the Firestore emulator failed: ${res.status} ${await res.text()}`);
}

/** Writes every document to `dir` (what startFirestoreEmulator's importDir reads back). */
export async function exportFirestore(hostPort: string, projectId: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const res = await fetch(`${emulatorUrl(hostPort, projectId)}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: dir, export_name: EXPORT_NAME }),
  });
  if (!res.ok) throw new Error(`Exporting the Firestore emulator failed: ${res.status} ${await res.text()}`);
}

/** A Firestore value as the REST API spells it: one key naming its type. */
interface RestValue {
  nullValue?: null;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
  [other: string]: unknown;
}

/** A REST value as the store export spells it: timestamps as ISO strings, numbers as numbers, the rest as given. */
function plainOf(value: RestValue): unknown {
  if (value.mapValue) return plainFields(value.mapValue.fields);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plainOf);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue).toISOString();
  if (value.integerValue !== undefined || value.doubleValue !== undefined) return Number(value.integerValue ?? value.doubleValue);
  if ('nullValue' in value) return null;
  return Object.values(value)[0];
}

const plainFields = (fields: Record<string, RestValue> = {}): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plainOf(value)]));

// One query of every collection at every depth: walking the tree costs a listing per document.
/** Every document of the project by its path, in one query (the emulator's owner token passes the rules). */
export async function allDocuments(hostPort: string, projectId: string): Promise<Record<string, Record<string, unknown>>> {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const res = await fetch(`http://${hostPort}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  if (!res.ok) throw new Error(`Reading the Firestore emulator's documents failed: ${res.status} ${await res.text()}`);
  const results = (await res.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
  const out: Record<string, Record<string, unknown>> = {};
  for (const { document } of results) if (document) out[document.name.slice(root.length + 1)] = plainFields(document.fields);
  return out;
}
