// @ts-check
// The dev kit control page, plain browser JavaScript with no build step. Server answers are shown with
// textContent, never as markup: the journal carries whatever the page under test sent, hostile text included.

const API = '/__devkit';
const REFRESH_MS = 2000;

/** @template {HTMLElement} T @param {string} id @param {new () => T} type @returns {T} */
function byId(id, type) {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The control page lacks #${id}`);
  return element;
}

/** @param {string} tag @param {Record<string, string>} [attributes] @param {(Node | string)[]} children */
function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** @param {string} text */
function say(text) {
  byId('status', HTMLElement).textContent = text;
}

/** @typedef {{ ok: boolean, status: number, data: any }} Answer */
// Writes always send JSON, `{}` when empty: the server refuses anything else.
/** @param {'GET' | 'POST' | 'PUT' | 'DELETE'} method @param {string} path @param {unknown} [body] @returns {Promise<Answer>} */
async function call(method, path, body) {
  const write = method !== 'GET';
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: write ? { 'Content-Type': 'application/json' } : {},
    body: write ? JSON.stringify(body ?? {}) : undefined,
    cache: 'no-store',
  });
  const text = await res.text();
  let data = null;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    data = { error: text };
  }
  return { ok: res.ok, status: res.status, data };
}

/** The control API's error bodies, in any of their shapes, as one line. @param {Answer} answer */
function problem(answer) {
  const error = answer.data?.error;
  const text = typeof error === 'string' ? error : typeof error?.message === 'string' ? error.message : JSON.stringify(answer.data);
  return `${answer.status}: ${text}`;
}

// Shows a failed answer issue by issue when the server named them; null clears the region.
/** @param {HTMLElement} region @param {Answer | string | null} failure */
function showErrors(region, failure) {
  region.replaceChildren();
  if (failure === null) return;
  if (typeof failure === 'string') {
    region.append(el('p', {}, failure));
    return;
  }
  /** @type {{ path: string, message: string }[]} */
  const issues = Array.isArray(failure.data?.issues) ? failure.data.issues : [];
  if (issues.length === 0) {
    region.append(el('p', {}, problem(failure)));
    return;
  }
  region.append(
    el('p', {}, `Refused (${failure.status}), ${issues.length === 1 ? 'one problem' : `${issues.length} problems`}:`),
    el('ul', {}, ...issues.map((issue) => el('li', {}, el('code', {}, issue.path), `: ${issue.message}`))),
  );
}

/** The JSON of a text box, undefined when empty; throws a readable message. @param {HTMLTextAreaElement} box @param {string} what */
function jsonOf(box, what) {
  const text = box.value.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs a control action, reporting anything thrown instead of failing silently. @param {() => Promise<void>} action */
function guarded(action) {
  return () => {
    action().catch((error) => say(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`));
  };
}

/** What names a control across re-renders: a row's button by its label, a journal entry's summary by its id. @param {Element} element */
function controlKey(element) {
  if (element.matches('summary')) return `summary ${element.closest('details')?.getAttribute('data-id')}`;
  return element.getAttribute('aria-label');
}

/**
 * Replaces `list`'s children and keeps the keyboard's focus in it: on the same control drawn again, else (its row gone,
 * a call released) on the first control of the row now in its place, or of the last row, or on `fallback`.
 * @param {HTMLElement} list @param {Node[]} children @param {HTMLElement} fallback
 */
function replaceKeepingFocus(list, children, fallback) {
  const focused = document.activeElement;
  const inside = focused instanceof Element && list.contains(focused);
  const key = inside ? controlKey(focused) : null;
  const place = inside ? [...list.children].findIndex((child) => child.contains(focused)) : -1;
  list.replaceChildren(...children);
  if (!inside) return;
  const controls = [...list.querySelectorAll('button, summary')];
  const same = key === null ? undefined : controls.find((control) => controlKey(control) === key);
  const row = list.children[Math.min(place, list.children.length - 1)];
  const neighbour = row?.querySelector('button, summary');
  const target = /** @type {HTMLElement} */ (same ?? neighbour ?? fallback);
  target.focus();
}

/** Re-renders a region only when what it shows changed, so auto-refresh never moves what someone is using. */
const lastShown = new Map();
/** @param {string} key @param {unknown} value */
function changed(key, value) {
  const signature = JSON.stringify(value);
  if (lastShown.get(key) === signature) return false;
  lastShown.set(key, signature);
  return true;
}

// Session and reset --------------------------------------------------------------------------------------

/** What a change of session or a reset says of a script box it left alone. */
const KEPT = () => (scriptUnsaved ? ' The script box keeps what you typed, not saved: Save puts it in force here.' : '');

async function refreshSession() {
  const answer = await call('GET', 'session');
  const session = answer.data?.session;
  byId('current-session', HTMLElement).textContent = typeof session === 'string' ? session : 'none (the global scope)';
}

byId('session-form', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  guarded(async () => {
    const id = byId('session-id', HTMLInputElement).value.trim();
    const answer = await call('POST', 'session', id === '' ? {} : { session: id });
    if (!answer.ok) return say(`Joining the session failed: ${problem(answer)}`);
    await refreshAll({ replaceText: 'unless-typed' });
    say(`Joined session ${answer.data.session}.${KEPT()}`);
  })();
});

byId('leave-session', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('DELETE', 'session');
    if (!answer.ok) return say(`Leaving the session failed: ${problem(answer)}`);
    await refreshAll({ replaceText: 'unless-typed' });
    say(
      answer.data.session
        ? `Left session ${answer.data.session}; its script, faults, held calls and journal are gone.${KEPT()}`
        : 'No session to leave.',
    );
  }),
);

byId('reset', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('POST', 'reset');
    if (!answer.ok) return say(`Reset failed: ${problem(answer)}`);
    await refreshAll({ replaceText: 'unless-typed' });
    say(`Reset to the seed.${KEPT()}`);
  }),
);

// AI script and scenarios ----------------------------------------------------------------------------------

/** @type {{ name: string, description: string }[]} */
let scenarios = [];

async function refreshScenarios() {
  const answer = await call('GET', 'ai-script/scenarios');
  scenarios = answer.ok && Array.isArray(answer.data?.scenarios) ? answer.data.scenarios : [];
  const select = byId('scenario', HTMLSelectElement);
  select.replaceChildren(...scenarios.map((scenario) => el('option', { value: scenario.name }, scenario.name)));
  describeScenario();
}

function describeScenario() {
  const name = byId('scenario', HTMLSelectElement).value;
  byId('scenario-description', HTMLElement).textContent = scenarios.find((scenario) => scenario.name === name)?.description ?? '';
}
byId('scenario', HTMLSelectElement).addEventListener('change', describeScenario);

const SCOPES = /** @type {Record<string, string>} */ ({
  session: "this session's own script",
  global: 'the global script',
  none: 'no script: calls go on to the real model or the companion',
});

/** Whether the script box holds typing not saved yet (since it was last filled or saved). */
let scriptUnsaved = false;
byId('script-text', HTMLTextAreaElement).addEventListener('input', () => (scriptUnsaved = true));

// The box is replaced only on request, never under someone's typing: 'unless-typed' (first load, session change, reset)
// keeps a script not saved yet.
/** @param {{ replaceText: boolean | 'unless-typed' }} options */
async function refreshScript({ replaceText }) {
  const answer = await call('GET', 'ai-script');
  if (!answer.ok) return say(`Reading the script failed: ${problem(answer)}`);
  const { scope, script, usage } = answer.data;
  byId('script-scope', HTMLElement).textContent = SCOPES[scope] ?? scope;
  if (replaceText === true || (replaceText === 'unless-typed' && !scriptUnsaved)) {
    const box = byId('script-text', HTMLTextAreaElement);
    box.value = JSON.stringify(script ?? { rules: [] }, null, 2);
    scriptUnsaved = false;
    // The script in force, as the server has it: nothing in the box is refused any more.
    box.removeAttribute('aria-invalid');
    showErrors(byId('script-errors', HTMLElement), null);
  }
  /** @type {{ name?: string }[]} */
  const rules = script?.rules ?? [];
  /** @type {{ calls: number, answered: number }[]} */
  const counts = Array.isArray(usage) ? usage : [];
  byId('script-usage', HTMLElement).replaceChildren(
    ...counts.map((count, index) =>
      el(
        'li',
        {},
        `Rule ${index}${rules[index]?.name ? ` (${rules[index]?.name})` : ''}: met by ${count.calls}, answered ${count.answered}`,
      ),
    ),
  );
}

byId('scenario-form', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  guarded(async () => {
    const name = byId('scenario', HTMLSelectElement).value;
    const answer = await call('POST', `ai-script/scenarios/${encodeURIComponent(name)}`);
    if (!answer.ok) return say(`Loading the scenario failed: ${problem(answer)}`);
    showErrors(byId('script-errors', HTMLElement), null);
    say(`Loaded scenario ${name} (${answer.data.rules} rules).`);
    await refreshScript({ replaceText: true });
  })();
});

byId('script-form', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  guarded(async () => {
    const box = byId('script-text', HTMLTextAreaElement);
    const errors = byId('script-errors', HTMLElement);
    let script;
    try {
      script = jsonOf(box, 'The script') ?? { rules: [] };
    } catch (error) {
      box.setAttribute('aria-invalid', 'true');
      return showErrors(errors, error instanceof Error ? error.message : String(error));
    }
    const answer = await call('PUT', 'ai-script', script);
    box.setAttribute('aria-invalid', String(!answer.ok));
    showErrors(errors, answer.ok ? null : answer);
    if (!answer.ok) return say('The script was refused; see the problems listed under it.');
    const warnings = Array.isArray(answer.data.warnings) ? answer.data.warnings : [];
    scriptUnsaved = false;
    say(`Saved the script (${answer.data.rules} rules).${warnings.length ? ` Warnings: ${warnings.join(' ')}` : ''}`);
    await refreshScript({ replaceText: false });
  })();
});

byId('clear-script', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('DELETE', 'ai-script');
    if (!answer.ok) return say(`Clearing the script failed: ${problem(answer)}`);
    showErrors(byId('script-errors', HTMLElement), null);
    say('Cleared the script.');
    await refreshScript({ replaceText: true });
  }),
);

byId('reload-script', HTMLButtonElement).addEventListener(
  'click',
  guarded(() => refreshScript({ replaceText: true })),
);

// Faults -----------------------------------------------------------------------------------------------------

/** @param {Record<string, any>} fault */
function answerOf(fault) {
  const parts = [];
  if (fault.code ?? fault.status) parts.push(String(fault.code ?? fault.status));
  if (Object.hasOwn(fault, 'result')) parts.push(`result ${JSON.stringify(fault.result)}`);
  if (fault.delayMs) parts.push(`after ${fault.delayMs} ms`);
  if (fault.hang) parts.push('hang');
  if (fault.drop) parts.push('drop');
  if (fault.message) parts.push(`“${fault.message}”`);
  return parts.join(', ') || 'nothing (goes on)';
}

async function refreshFaults() {
  const answer = await call('GET', 'faults');
  /** @type {Record<string, any>[]} */
  const faults = answer.ok && Array.isArray(answer.data?.faults) ? answer.data.faults : [];
  if (!changed('faults', faults)) return;
  const rows = faults.map((fault) => {
    const remove = el('button', { type: 'button', 'aria-label': `Remove fault ${fault.id}` }, 'Remove');
    remove.addEventListener(
      'click',
      guarded(async () => {
        const removed = await call('DELETE', `faults?id=${encodeURIComponent(fault.id)}`);
        say(removed.ok ? `Removed fault ${fault.id}.` : `Removing the fault failed: ${problem(removed)}`);
        await refreshFaults();
      }),
    );
    const scope = [fault.session ? `session ${fault.session}` : 'every session', fault.uid ? `uid ${fault.uid}` : '']
      .filter(Boolean)
      .join(', ');
    return el(
      'tr',
      {},
      el('td', {}, String(fault.id)),
      el('td', {}, el('code', {}, String(fault.target))),
      el('td', {}, answerOf(fault)),
      el('td', {}, fault.times === undefined ? 'until cleared' : String(fault.times)),
      el('td', {}, scope),
      el('td', {}, remove),
    );
  });
  replaceKeepingFocus(
    byId('fault-rows', HTMLElement),
    rows.length ? rows : [el('tr', {}, el('td', { colspan: '6' }, 'No faults.'))],
    byId('clear-faults', HTMLButtonElement),
  );
}

// A submit the browser's own field checks stopped says its own problem: an earlier answer's would name the wrong field.
byId('fault-form', HTMLFormElement).addEventListener('invalid', () => showErrors(byId('fault-errors', HTMLElement), null), true);

byId('fault-form', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  guarded(async () => {
    const errors = byId('fault-errors', HTMLElement);
    const value = (/** @type {string} */ id) => byId(id, HTMLInputElement).value.trim();
    /** @type {Record<string, unknown>} */
    const fault = { target: value('fault-target') };
    const status = byId('fault-status', HTMLSelectElement).value;
    if (status) fault.status = status;
    if (value('fault-message')) fault.message = value('fault-message');
    try {
      const result = jsonOf(byId('fault-result', HTMLTextAreaElement), 'The result');
      if (result !== undefined) fault.result = result;
    } catch (error) {
      return showErrors(errors, error instanceof Error ? error.message : String(error));
    }
    if (value('fault-delay')) fault.delayMs = Number(value('fault-delay'));
    if (value('fault-times')) fault.times = Number(value('fault-times'));
    if (value('fault-uid')) fault.uid = value('fault-uid');
    if (byId('fault-hang', HTMLInputElement).checked) fault.hang = true;
    if (byId('fault-drop', HTMLInputElement).checked) fault.drop = true;
    const answer = await call('POST', 'faults', fault);
    showErrors(errors, answer.ok ? null : answer);
    if (!answer.ok) return say('The fault was refused; see the problems listed in the form.');
    const warnings = Array.isArray(answer.data.warnings) ? answer.data.warnings : [];
    say(`Added fault ${answer.data.id} for ${fault.target}.${warnings.length ? ` Warnings: ${warnings.join(' ')}` : ''}`);
    await refreshFaults();
  })();
});

byId('clear-faults', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('DELETE', 'faults');
    say(answer.ok ? `Cleared ${answer.data.removed} faults.` : `Clearing the faults failed: ${problem(answer)}`);
    await refreshFaults();
  }),
);

// Held calls ---------------------------------------------------------------------------------------------------

/** @param {{ id?: string }} which */
async function release(which) {
  const errors = byId('release-errors', HTMLElement);
  let step;
  try {
    step = jsonOf(byId('release-step', HTMLTextAreaElement), 'The step');
  } catch (error) {
    return showErrors(errors, error instanceof Error ? error.message : String(error));
  }
  const answer = await call('POST', 'holds/release', { ...which, ...(step === undefined ? {} : { step }) });
  showErrors(errors, answer.ok ? null : answer);
  if (answer.ok) {
    /** @type {string[]} */
    const released = answer.data.released ?? [];
    say(released.length ? `Released ${released.join(', ')}.` : 'No call was held.');
  } else say('The release was refused.');
  await refreshHolds();
}

async function refreshHolds() {
  const answer = await call('GET', 'holds');
  /** @type {Record<string, any>[]} */
  const holds = answer.ok && Array.isArray(answer.data?.holds) ? answer.data.holds : [];
  if (!changed('holds', holds)) return;
  const rows = holds.map((held) => {
    const button = el('button', { type: 'button', 'aria-label': `Release ${held.id} (${held.name})` }, 'Release');
    button.addEventListener(
      'click',
      guarded(() => release({ id: held.id })),
    );
    const caller = [held.uid ? `uid ${held.uid}` : 'signed out', held.session ? `session ${held.session}` : ''].filter(Boolean).join(', ');
    return el(
      'tr',
      {},
      el('td', {}, String(held.id)),
      el('td', {}, el('code', {}, String(held.name))),
      el('td', {}, caller),
      el('td', {}, String(held.reason ?? '')),
      el('td', {}, new Date(held.since).toLocaleTimeString()),
      el('td', {}, button),
    );
  });
  replaceKeepingFocus(
    byId('hold-rows', HTMLElement),
    rows.length ? rows : [el('tr', {}, el('td', { colspan: '6' }, 'No held calls.'))],
    byId('release-all', HTMLButtonElement),
  );
}

byId('release-all', HTMLButtonElement).addEventListener(
  'click',
  guarded(() => release({})),
);
byId('refresh-holds', HTMLButtonElement).addEventListener(
  'click',
  guarded(() => refreshHolds()),
);

// Journal ------------------------------------------------------------------------------------------------------

const JOURNAL_SHOWN = 200;

function journalQuery() {
  const params = new URLSearchParams();
  for (const name of ['name', 'prefix', 'uid']) {
    const value = byId(`journal-${name}`, HTMLInputElement).value.trim();
    if (value) params.set(name, value);
  }
  const kind = byId('journal-kind', HTMLSelectElement).value;
  if (kind) params.set('kind', kind);
  return params.toString();
}

/** @param {string} label @param {unknown} value */
function jsonBlock(label, value) {
  return el('div', {}, el('h4', {}, label), el('pre', {}, JSON.stringify(value, null, 2) ?? 'null'));
}

/** @param {Record<string, any>} entry @param {boolean} open */
function journalItem(entry, open) {
  const time = new Date(entry.at).toLocaleTimeString();
  const outcome = [entry.status ?? '—', entry.sdkCode, entry.outcome, entry.durationMs === null ? '' : `${entry.durationMs} ms`]
    .filter(Boolean)
    .join(' · ');
  const retry = entry.retryOf ? ` (retry of #${entry.retryOf})` : '';
  const summary = el('summary', {}, `#${entry.id} ${time} ${entry.name}${retry} → ${outcome}`);
  if (entry.warnings?.length) summary.append(el('span', { class: 'warning' }, ` ⚠ ${entry.warnings.length}`));
  const facts = [
    ['Kind', entry.kind],
    ['Uid', entry.uid ?? 'signed out'],
    ['Session', entry.session ?? 'none'],
    [
      'Script rule',
      entry.rule
        ? `${entry.rule.scope} rule ${entry.rule.index}, step ${entry.rule.step}${entry.rule.name ? ` (${entry.rule.name})` : ''}`
        : 'none',
    ],
    ['Fault', entry.fault ?? 'none'],
    ['Hold', entry.hold ?? 'none'],
    ['Warnings', entry.warnings?.length ? entry.warnings.join(' ') : 'none'],
  ];
  const details = el(
    'details',
    { 'data-id': String(entry.id) },
    summary,
    el('dl', {}, ...facts.flatMap(([term, value]) => [el('dt', {}, String(term)), el('dd', {}, String(value))])),
    jsonBlock('Sent', entry.body),
    jsonBlock('Answered', entry.response),
  );
  if (open) details.setAttribute('open', '');
  return el('li', {}, details);
}

async function refreshJournal() {
  const answer = await call('GET', `journal?${journalQuery()}`);
  if (!answer.ok) return say(`Reading the journal failed: ${problem(answer)}`);
  /** @type {Record<string, any>[]} */
  const entries = Array.isArray(answer.data?.entries) ? answer.data.entries : [];
  if (!changed('journal', entries)) return;
  const list = byId('journal-entries', HTMLElement);
  const open = new Set([...list.querySelectorAll('details[open]')].map((details) => details.getAttribute('data-id')));
  const newest = entries.slice(-JOURNAL_SHOWN).reverse();
  replaceKeepingFocus(
    list,
    newest.map((entry) => journalItem(entry, open.has(String(entry.id)))),
    byId('clear-journal', HTMLButtonElement),
  );
  byId('journal-count', HTMLElement).textContent =
    entries.length === 0
      ? 'No calls journaled.'
      : `${entries.length} calls, newest first${entries.length > JOURNAL_SHOWN ? ` (the newest ${JOURNAL_SHOWN} shown)` : ''}.`;
}

byId('journal-form', HTMLFormElement).addEventListener('submit', (event) => {
  event.preventDefault();
  guarded(() => refreshJournal())();
});

byId('clear-journal', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('DELETE', 'journal');
    say(answer.ok ? 'Cleared the journal.' : `Clearing the journal failed: ${problem(answer)}`);
    await refreshJournal();
  }),
);

// Store export and import ----------------------------------------------------------------------------------------

/** @type {string | null} */
let downloadUrl = null;

byId('export-store', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const answer = await call('GET', 'store');
    if (!answer.ok) return say(`Exporting the store failed: ${problem(answer)}`);
    const text = JSON.stringify(answer.data, null, 2);
    byId('store-text', HTMLTextAreaElement).value = text;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = byId('store-download', HTMLAnchorElement);
    link.href = downloadUrl;
    link.hidden = false;
    say(`Exported ${Object.keys(answer.data.documents ?? {}).length} documents.`);
  }),
);

byId('store-file', HTMLInputElement).addEventListener(
  'change',
  guarded(async () => {
    const file = byId('store-file', HTMLInputElement).files?.[0];
    if (!file) return;
    byId('store-text', HTMLTextAreaElement).value = await file.text();
    say(`Read ${file.name}; Import store replaces the store with it.`);
  }),
);

byId('import-store', HTMLButtonElement).addEventListener(
  'click',
  guarded(async () => {
    const errors = byId('store-errors', HTMLElement);
    let snapshot;
    try {
      snapshot = jsonOf(byId('store-text', HTMLTextAreaElement), 'The store');
    } catch (error) {
      return showErrors(errors, error instanceof Error ? error.message : String(error));
    }
    if (snapshot === undefined) return showErrors(errors, 'Export the store or read a store file first.');
    const answer = await call('PUT', 'store', snapshot);
    showErrors(errors, answer.ok ? null : answer);
    say(answer.ok ? `Imported ${answer.data.documents} documents.` : 'The import was refused; see the problems listed under it.');
  }),
);

// Start ------------------------------------------------------------------------------------------------------------

/** @param {{ replaceText: boolean | 'unless-typed' }} [options] */
async function refreshAll({ replaceText } = { replaceText: true }) {
  await Promise.all([refreshSession(), refreshScript({ replaceText }), refreshFaults(), refreshHolds(), refreshJournal()]);
}

void Promise.all([refreshScenarios(), refreshAll({ replaceText: 'unless-typed' })]).catch((error) =>
  say(`The control API did not answer: ${String(error)}`),
);

setInterval(() => {
  if (!byId('auto-refresh', HTMLInputElement).checked || document.visibilityState !== 'visible') return;
  Promise.all([refreshHolds(), refreshJournal(), refreshFaults()]).catch(() => undefined);
}, REFRESH_MS);
