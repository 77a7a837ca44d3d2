import { InMemoryAuth } from '../../adapters/in-memory/in-memory-auth';
import { describeAuthContract } from './auth.contract';

describeAuthContract('in-memory', () => {
  const googleEmail = 'google.contract@example.com';
  return Promise.resolve({ auth: new InMemoryAuth([], { email: googleEmail, displayName: 'Google Contract' }), googleEmail });
});
