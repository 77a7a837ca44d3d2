import { FirebaseError } from 'firebase/app';
import type { GoogleSignIn } from '../firebase/firebase-auth';

export const CHOOSER_PATH = '/__devkit/google-chooser';
export const CHOOSER_MESSAGE = 'f8-devkit-google-account';

interface ChosenAccount {
  type: typeof CHOOSER_MESSAGE;
  sub: string;
  email: string;
  name: string;
}

function isChosen(data: unknown): data is ChosenAccount {
  const d = data as Partial<ChosenAccount> | null;
  return d?.type === CHOOSER_MESSAGE && typeof d.sub === 'string' && typeof d.email === 'string' && typeof d.name === 'string';
}

/** Devkit's Google sign-in: the emulator's own chooser loads Google's script from the internet, so the mock server serves one. */
export function devkitGoogleSignIn(origin: string): GoogleSignIn {
  return ({ sdk, auth }) =>
    new Promise((resolve, reject) => {
      const popup = window.open(`${origin}${CHOOSER_PATH}`, 'f8-google-chooser', 'popup,width=480,height=640');
      if (!popup) {
        reject(new FirebaseError('auth/popup-blocked', 'The account chooser pop-up was blocked.'));
        return;
      }
      const cleanup = () => {
        window.removeEventListener('message', onMessage);
        clearInterval(closedWatch);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== new URL(origin).origin || event.source !== popup || !isChosen(event.data)) return;
        cleanup();
        popup.close();
        const { sub, email, name } = event.data;
        // An unsigned JSON id token: only the Auth emulator accepts it.
        const credential = sdk.GoogleAuthProvider.credential(JSON.stringify({ sub, email, email_verified: true, name }));
        sdk.signInWithCredential(auth, credential).then(resolve, reject);
      };
      const closedWatch = setInterval(() => {
        if (popup.closed) {
          cleanup();
          reject(new FirebaseError('auth/popup-closed-by-user', 'The account chooser was closed.'));
        }
      }, 300);
      window.addEventListener('message', onMessage);
    });
}
