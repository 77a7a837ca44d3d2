import { useEffect, useState } from 'react';
import { timeOfDay } from '../../domain/time-of-day';
import { firstNameOf } from '../../domain/user-profile';
import type { AuthUser } from '../../ports/auth.port';
import type { Companion, DashboardChatMessage } from '../../ports/companion.port';
import { useService } from '../../ui/services-context';

export interface DashboardData {
  status: 'loading' | 'loaded' | 'error';
  userName: string;
  greeting: string | null;
  tips: string[];
  starters: string[];
}

/** The name f8 uses: the profile's first name, else the display name's first word, else the email's local part. */
function nameOf(user: AuthUser, firstName: string | null | undefined): string {
  return firstName || firstNameOf(user.displayName, user.email) || 'friend';
}

/** How long the greeting waits for the chat history before greeting without it. */
const CHAT_CONTEXT_WAIT_MS = 3000;

/** The current dashboard chat, once; an empty history when it fails or is slow, so the greeting never waits forever. */
function firstSnapshot(companion: Companion, userId: string): Promise<DashboardChatMessage[]> {
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const settle = (messages: DashboardChatMessage[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop?.();
      resolve(messages);
    };
    const timer = setTimeout(() => settle([]), CHAT_CONTEXT_WAIT_MS);
    stop = companion.subscribeChat(userId, settle, () => settle([]));
    if (settled) stop();
  });
}

/** Loads the greeting, tips and starters once per user (SPEC 2, 7); any failure gives the dashboard error. */
export function useDashboard(user: AuthUser, attempt: number): DashboardData {
  const profiles = useService('userProfiles');
  const companion = useService('companion');
  const [data, setData] = useState<DashboardData & { key: string }>({
    key: '',
    status: 'loading',
    userName: '',
    greeting: null,
    tips: [],
    starters: [],
  });
  const key = `${user.uid}|${attempt}`;
  useEffect(() => {
    let current = true;
    const load = async () => {
      const profile = await profiles.get(user.uid).catch(() => null);
      const userName = nameOf(user, profile?.firstName);
      const userContext = { firstName: userName, timezone: profile?.timezone ?? null, language: profile?.language ?? 'en' };
      // The greeting's chat context is the newest 5 dashboard messages.
      const chatContext = await firstSnapshot(companion, user.uid);
      const [greeting, tips, starters] = await Promise.all([
        companion.greeting({ userId: user.uid, userName, timeOfDay: timeOfDay(new Date()), userContext, chatContext }),
        companion.tips({ userId: user.uid, userName, userContext }),
        companion.starters(user.uid),
      ]);
      return { status: 'loaded' as const, userName, greeting: greeting.message, tips, starters };
    };
    load().then(
      (loaded) => current && setData({ key, ...loaded }),
      () => current && setData({ key, status: 'error', userName: nameOf(user, null), greeting: null, tips: [], starters: [] }),
    );
    return () => {
      current = false;
    };
  }, [profiles, companion, user, key]);
  return data.key === key ? data : { status: 'loading', userName: nameOf(user, null), greeting: null, tips: [], starters: [] };
}
