export type Mode = 'main' | 'reset';
export type EmailMode = 'sign-in' | 'sign-up';

/** Everything the login card shows; one reducer, so a mode switch and its cleared messages change together. */
export interface LoginState {
  mode: Mode;
  emailOpen: boolean;
  emailMode: EmailMode;
  fields: { email: string; password: string; displayName: string };
  busy: boolean;
  /** What the last action said: a notice, or an error, maybe about one field (`pull`: the form was refused, so it takes focus). */
  message: { kind: 'error' | 'notice'; text: string; field?: keyof LoginState['fields']; pull?: boolean } | null;
}

export type LoginAction =
  | { type: 'field'; name: keyof LoginState['fields']; value: string }
  | { type: 'mode'; mode: Mode }
  | { type: 'toggle-email' }
  | { type: 'email-mode'; emailMode: EmailMode }
  | { type: 'start' }
  | { type: 'done'; notice?: string }
  | { type: 'error'; text: string; field?: keyof LoginState['fields']; pull?: boolean };

export const INITIAL: LoginState = {
  mode: 'main',
  emailOpen: false,
  emailMode: 'sign-in',
  fields: { email: '', password: '', displayName: '' },
  busy: false,
  message: null,
};

/** What changes the form: refused while a request runs, whose answer belongs to the form it was sent from. */
const SWITCHES: ReadonlySet<LoginAction['type']> = new Set(['mode', 'toggle-email', 'email-mode']);

export function reduce(state: LoginState, action: LoginAction): LoginState {
  if (state.busy && SWITCHES.has(action.type)) return state;
  switch (action.type) {
    case 'field':
      return { ...state, fields: { ...state.fields, [action.name]: action.value } };
    case 'mode':
      return { ...state, mode: action.mode, message: null };
    case 'toggle-email':
      return { ...state, emailOpen: !state.emailOpen };
    case 'email-mode':
      // What was said about signing in is not about signing up, and the other way round.
      return { ...state, emailMode: action.emailMode, message: null };
    case 'start':
      return { ...state, busy: true, message: null };
    case 'done':
      return { ...state, busy: false, message: action.notice ? { kind: 'notice', text: action.notice } : null };
    case 'error':
      return {
        ...state,
        busy: false,
        message: {
          kind: 'error',
          text: action.text,
          ...(action.field ? { field: action.field } : {}),
          ...(action.pull ? { pull: true } : {}),
        },
      };
  }
}
