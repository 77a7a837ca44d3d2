import { describeDashboardChatContract } from './dashboard-chat.contract';
import { inMemoryDashboardChat } from './in-memory-fixtures';

describeDashboardChatContract('in-memory', () => Promise.resolve(inMemoryDashboardChat()));
