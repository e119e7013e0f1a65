import { InboxPage } from './inbox-page';

export const NewsInfoPage = () => <InboxPage kind="news-info" />;
export const CalendarPage = () => <InboxPage kind="calendar" />;
export const HelpMessagePage = () => <InboxPage kind="help-message" />;
export const CorporateMessagePage = () => <InboxPage kind="corporate-message" />;
