/** An unsigned ID token like the Auth emulator issues, for tests of the mock server. */
export function emulatorToken(uid: string, email = `${uid}@example.com`): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: uid, sub: uid, email, iat: now, exp: now + 3600 })}.`;
}
