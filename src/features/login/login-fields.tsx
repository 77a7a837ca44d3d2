import { useId } from 'react';
import { authErrorMessage, UNEXPECTED_AUTH_ERROR } from '../../domain/auth-errors';
import { AuthError } from '../../ports/auth.port';
import type { LoginState } from './login-state';

export type FieldName = keyof LoginState['fields'];

/** The field an auth error is about, where it is about one: it is marked invalid and described by the message. */
const FIELD_OF_CODE: Readonly<Record<string, FieldName>> = {
  'user-not-found': 'email',
  'invalid-email': 'email',
  'missing-email': 'email',
  'email-already-in-use': 'email',
  'wrong-password': 'password',
  'invalid-password': 'password',
  'invalid-credential': 'password',
  'weak-password': 'password',
  'missing-password': 'password',
};

export function errorOf(error: unknown): { text: string; field?: FieldName } {
  if (!(error instanceof AuthError)) return { text: UNEXPECTED_AUTH_ERROR };
  const field = FIELD_OF_CODE[error.code.replace(/^auth\//, '')];
  return { text: authErrorMessage(error.code), ...(field ? { field } : {}) };
}

/** What ties a field to the form's state: its name, its value and change, and the error message about it. */
export interface FieldBinding {
  name: FieldName;
  value: string;
  onChange: (v: string) => void;
  /** The error message's id when it is about this field. */
  errorId: string | undefined;
}

export function Field({
  label,
  type,
  value,
  onChange,
  autoComplete,
  name,
  errorId,
  maxLength,
}: {
  label: string;
  type: string;
  autoComplete: string;
  maxLength?: number;
} & FieldBinding) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
