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

/**
 * Google sign-in for devkit mode. The Auth emulator's own chooser needs Google's gapi script from the
 * internet, which offline machines cannot load, so the mock server serves an account chooser pop-up on the
 * site's origin; the chosen identity signs in through the real SDK with an emulator credential (an
 * unsigned JSON id token, which only the emulator accepts).
 */
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
