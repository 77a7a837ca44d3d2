import { targets, type StoredFault } from '../faults';

/**
 * Store faults in emulators mode. Documents live in the Firestore emulator there, so a dev kit store fault
 * cannot answer in place of the store; it becomes rules instead: the project's own rules, with the allow
 * statements the fault names switched off (for everyone, or for the fault's uid). The client then sees a
 * refused write or read, which is what SPEC 8's store failures look like to the app.
 *
 * A fault's target names a store API route (`POST users/*\/chatThreads/*\/messages`); a `match` block's path
 * (`/users/{uid}/chatThreads/{threadId}/messages/{messageId}`) is a document, so a target names a block when
 * it matches the document's path or its collection's (the route that creates documents in it).
 */

/** Firestore's operations for each store API method. */
const OPERATIONS_OF: Record<string, readonly Operation[]> = {
  GET: ['get', 'list'],
  POST: ['create'],
  PUT: ['create', 'update'],
  PATCH: ['update'],
  DELETE: ['delete'],
};
const ALL: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const EXPANSIONS: Record<string, readonly Operation[]> = { read: ['get', 'list'], write: ['create', 'update', 'delete'] };

/** What rules can express of a fault: whom it refuses (null: everyone); delays, holds and answers cannot. */
export const RULES_FAULT_FIELDS = ['target', 'code', 'status', 'message', 'details', 'uid', 'session', 'id'] as const;

/** Why a store fault cannot become rules, or null when it can. */
export function unsupportedInRules(fault: Omit<StoredFault, 'id'>): string | null {
  const extra = Object.keys(fault).filter((key) => !(RULES_FAULT_FIELDS as readonly string[]).includes(key));
  if (extra.length === 0 && (fault.code !== undefined || fault.status !== undefined)) return null;
  return (
    'in emulators mode a store fault refuses the call through Firestore rules, so it takes an error (code or status) ' +
    `and optionally uid; ${extra.length ? `it cannot ${extra.join(', ')}` : 'give it a code or status'}`
  );
}

const isStoreTarget = (target: string) => target.includes(' ');

/** The Firestore operations `fault` refuses on documents at `template` (a match block's path). */
function refusedOperations(fault: StoredFault, template: string[]): Operation[] {
  const [method = '', pattern = ''] = fault.target.split(' ');
  const operations = method === '*' ? ALL : (OPERATIONS_OF[method.toUpperCase()] ?? []);
  const document = template.map((segment) => (segment.startsWith('{') ? '_' : segment)).join('/');
  const collection = document.slice(0, document.lastIndexOf('/'));
  // `targets` with the method `*` compares paths only.
  const named = (path: string) => targets(`* ${pattern}`, 'store', `GET ${path}`);
  return operations.filter((op) => {
    // Listing reads a collection, creating posts to one (or puts a document); the rest name a document.
    if (op === 'list') return named(collection);
    if (op === 'create') return named(document) || named(collection);
    return named(document);
  });
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The condition a faulted operation keeps: none (false) or everyone's but the fault's user. */
function guard(faults: StoredFault[]): string | null {
  if (faults.some((f) => f.uid === undefined)) return null;
  const uids = [...new Set(faults.map((f) => f.uid ?? ''))];
  return `!(request.auth != null && request.auth.uid in [${uids.map(quote).join(', ')}])`;
}

/**
 * The rules `source` with every allow statement that a store fault in `faults` names switched off, for its
 * uid or for everyone. Callable faults are ignored. With no store faults, `source` comes back unchanged.
 */
export function rulesWithFaults(source: string, faults: readonly StoredFault[]): string {
  const storeFaults = faults.filter((f) => isStoreTarget(f.target));
  if (storeFaults.length === 0) return source;
  const stack: string[][] = [];
  const out: string[] = [];
  // Walks the rules text token by token: `match /path {` opens a block, any other `{` (a function body)
  // opens an unnamed one, `}` closes one, `allow ...;` is a rule; comments pass through untouched.
  const token = /\/\/[^\n]*|match\s+(\/\S+)\s+\{|\{|\}|allow\s+([\w\s,]+?)\s*:\s*if\s+([\s\S]*?);|allow\s+([\w\s,]+?)\s*;/g;
  let last = 0;
  for (let m = token.exec(source); m !== null; m = token.exec(source)) {
    out.push(source.slice(last, m.index));
    last = token.lastIndex;
    const [whole, matchPath, methods, condition, bareMethods] = m;
    if (whole.startsWith('//')) {
      out.push(whole);
    } else if (matchPath !== undefined) {
      stack.push(matchPath.split('/').filter((s) => s !== ''));
      out.push(whole);
    } else if (whole === '{') {
      stack.push([]);
      out.push(whole);
    } else if (whole === '}') {
      stack.pop();
      out.push(whole);
    } else {
      out.push(rewriteAllow(methods ?? bareMethods ?? '', condition ?? 'true', stack.flat(), storeFaults));
    }
  }
  out.push(source.slice(last));
  return out.join('');
}

function rewriteAllow(methodList: string, condition: string, path: string[], faults: StoredFault[]): string {
  // Firestore's own rules root (`/databases/{database}/documents`) is not part of a store path.
  const documentsAt = path.indexOf('documents');
  const template = documentsAt >= 0 ? path.slice(documentsAt + 1) : path;
  const operations = methodList
    .split(',')
    .map((s) => s.trim())
    .flatMap((name) => EXPANSIONS[name] ?? [name as Operation]);
  const byGuard = new Map<string | null, Operation[]>();
  for (const op of operations) {
    const refusing = faults.filter((f) => refusedOperations(f, template).includes(op));
    const key = refusing.length === 0 ? 'open' : guard(refusing);
    byGuard.set(key, [...(byGuard.get(key) ?? []), op]);
  }
  return [...byGuard]
    .map(([key, ops]) => {
      if (key === 'open') return `allow ${ops.join(', ')}: if ${condition};`;
      if (key === null) return `allow ${ops.join(', ')}: if false;`;
      return `allow ${ops.join(', ')}: if (${condition}) && ${key};`;
    })
    .join(' ');
}
