/** The site's own note that this browser was signed in, so a first visit signed out draws without the Auth SDK. */
const KEY = 'f8.signedIn';

/** Whether this browser may hold a signed-in session: true where storage cannot tell, so the SDK decides. */
export function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Follows the SDK's answer: set on sign-in, cleared on sign-out (in any tab, as the SDK reports it to each). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a privacy mode): every visit then waits for the SDK's own check.
  }
}
