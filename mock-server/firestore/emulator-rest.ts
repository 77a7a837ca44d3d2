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
