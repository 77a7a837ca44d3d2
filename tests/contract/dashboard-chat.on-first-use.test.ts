import { METHODS, onFirstUse } from '../../adapters/on-first-use';
import { describeDashboardChatContract } from './dashboard-chat.contract';
import { arrivingLater, inMemoryDashboardChat } from './in-memory-fixtures';

/** The port as the modes bind it, loaded on first use (adapters/on-first-use.ts): the adapter's code arrives later. */
describeDashboardChatContract('loaded on first use', () =>
  Promise.resolve(inMemoryDashboardChat((chat) => onFirstUse(() => arrivingLater(chat), METHODS.dashboardChat))),
);
