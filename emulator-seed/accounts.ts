/** The seeded demo account, created in the Auth emulator on every start (shown in the README). */
export const DEMO_ACCOUNT = {
  email: 'demo@f8.local',
  password: 'demo-password',
  displayName: 'Demo Member',
} as const;
