/**
 * The parts of the Firebase Auth SDK the app uses, in one module it loads on demand (lazy-auth.ts): named here,
 * so the build keeps only these of the SDK, and so no other module imports the SDK itself at start.
 */
export {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
