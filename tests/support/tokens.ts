/** An unsigned ID token like the Auth emulator issues (project `demo-f8` unless told), for tests of the mock server. */
export function emulatorToken(uid: string, email = `${uid}@example.com`, projectId = 'demo-f8'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    user_id: uid,
    sub: uid,
    email,
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
