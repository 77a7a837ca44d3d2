import { Icon } from './icons';

/** The sidebar's line icons; decorative, as the label (hidden on the collapsed rail) names the link. */
const LineIcon = ({ d }: { d: string }) => <Icon d={d} variant="line" className="nav-icon" />;

export const TopIcon = () => <LineIcon d="M3 17l6-6 4 4 8-8M15 7h6v6" />;
export const NewIcon = () => (
  <LineIcon d="M12 3v5M12 16v5M3 12h5M16 12h5M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5" />
);
export const DiscussedIcon = () => <LineIcon d="M3 4h12v9H8l-5 4V4ZM18 8h3v12l-4-3h-7v-2" />;
export const ChatIcon = () => <LineIcon d="M4 4h16v12H9l-5 4V4ZM8.5 10h.01M12 10h.01M15.5 10h.01" />;
export const DashboardIcon = () => <LineIcon d="M4 4h7v7H4V4ZM13 4h7v4h-7V4ZM13 10h7v10h-7V10ZM4 13h7v7H4v-7Z" />;
export const FindIcon = () => <LineIcon d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM20 20l-4.8-4.8" />;
export const MeetIcon = () => (
  <LineIcon d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M15.5 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c2 .8 3.5 2.8 3.5 5.6" />
);
export const ConnectIcon = () => (
  <LineIcon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
);
export const LoginIcon = () => <LineIcon d="M14 4h5v16h-5M3 12h11M10 8l4 4-4 4" />;
export const LogoutIcon = () => <LineIcon d="M10 4H5v16h5M9 12h12M17 8l4 4-4 4" />;
