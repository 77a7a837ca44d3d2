import { targets, type StoredFault } from '../faults';

// In emulators mode a store fault cannot answer for the store, so it becomes the project's rules with the allow statements
// it names switched off, and the app sees a refused read or write (SPEC 8). A target names a block by its document's or
// collection's path; a segment it spells out where the block has a variable refuses only that value (`uid == 'alice'`).

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
  if (extra.length > 0 || (fault.code === undefined && fault.status === undefined))
    return (
      'in emulators mode a store fault refuses the call through Firestore rules, so it takes an error (code or status) ' +
      `and optionally uid; ${extra.length ? `it takes no ${extra.join(', ')}` : 'give it a code or status'}`
    );
  if (fault.session !== undefined && fault.uid === undefined)
    return (
      `in emulators mode a store fault refuses the call through Firestore rules, which cannot see dev kit sessions: ` +
      `a fault of session ${fault.session} would refuse every caller, so give it the uid of the user to refuse`
    );
  return null;
}

const isStoreTarget = (target: string) => target.includes(' ');

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The condition on a path variable that one segment of a target sets: none when the segment is any segment. */
function segmentCondition(variable: string, segment: string): string | null {
  if (segment.startsWith(':') || /^\*+$/.test(segment)) return null;
  if (!segment.includes('*')) return `${variable} == ${quote(segment)}`;
  return `${variable}.matches(${quote(segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'))})`;
}

/** Each way `pattern` names a match block's path `template`, as the conditions on its `{variable}`s; empty when none does. */
function namings(pattern: string[], template: string[]): string[][] {
  const [head, ...rest] = pattern;
  if (head === undefined) return template.length === 0 ? [[]] : [];
  if (head === '**') return [...template.map((_, i) => template.slice(i)), []].flatMap((tail) => namings(rest, tail));
  const [first, ...others] = template;
  if (first === undefined) return [];
  const variable = /^\{(\w+)\}$/.exec(first)?.[1];
  if (variable === undefined) {
    // `targets` with the method `*` compares paths only; a recursive wildcard (`{path=**}`) stands for any one segment.
    const literal = first.startsWith('{') ? '_' : first;
    return targets(`* ${head}`, 'store', `GET ${literal}`) ? namings(rest, others) : [];
  }
  const condition = segmentCondition(variable, head);
  return namings(rest, others).map((conditions) => (condition === null ? conditions : [condition, ...conditions]));
}

/** When `fault` refuses `op` at a match block's path: alternative conjunctions of conditions (an empty one: always). */
function refusal(fault: StoredFault, template: string[], op: Operation): string[][] {
  const [method = '', pattern = ''] = fault.target.split(' ');
  const operations = method === '*' ? ALL : (OPERATIONS_OF[method.toUpperCase()] ?? []);
  if (!operations.includes(op)) return [];
  const segments = pattern.split('/').filter((s) => s !== '');
  const named = (path: string[]) => namings(segments, path);
  const collection = template.slice(0, -1);
  // Listing reads a collection, creating posts to one (or puts a document); the rest name a document.
  if (op === 'list') return named(collection);
  if (op === 'create') return [...named(template), ...named(collection)];
  return named(template);
}

/** The condition a faulted operation keeps: none (false), or everyone's but the faults' users and paths. */
function guard(refusing: { fault: StoredFault; where: string[][] }[]): string | null {
  const uids = new Set<string>();
  const terms: string[] = [];
  for (const { fault, where } of refusing) {
    const paths = [...new Set(where.map((conditions) => conditions.join(' && ')))];
    if (paths.includes('')) {
      if (fault.uid === undefined) return null;
      uids.add(fault.uid);
      continue;
    }
    const path = paths.length > 1 ? `(${paths.join(' || ')})` : paths.join('');
    terms.push(fault.uid === undefined ? path : `${path} && request.auth != null && request.auth.uid == ${quote(fault.uid)}`);
  }
  if (uids.size > 0) terms.unshift(`request.auth != null && request.auth.uid in [${[...uids].map(quote).join(', ')}]`);
  return `!(${terms.length === 1 ? terms.join('') : terms.map((term) => `(${term})`).join(' || ')})`;
}

/** `source` with each allow statement a store fault names switched off, for its uid or everyone; unchanged without any. */
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
    const refusing = faults.map((fault) => ({ fault, where: refusal(fault, template, op) })).filter(({ where }) => where.length > 0);
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
