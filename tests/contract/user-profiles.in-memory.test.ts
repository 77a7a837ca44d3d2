import { InMemoryUserProfiles } from '../../adapters/in-memory/in-memory-user-profiles';
import { describeUserProfilesContract } from './user-profiles.contract';

describeUserProfilesContract('in-memory', () => {
  const profiles = new InMemoryUserProfiles();
  return Promise.resolve({
    profiles,
    uid: 'uid-1',
    readFirstLoad: (uid) => Promise.resolve(profiles.firstLoad(uid)),
    writeProfile: (uid, data) => Promise.resolve(void profiles.docs.set(`users/${uid}`, data)),
  });
});
