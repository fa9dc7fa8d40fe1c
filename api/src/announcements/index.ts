/**
 * What announcements/ offers the other domains: scheduling an announcement with a write. They
 * import it from here and from nothing else inside announcements/ (lint/apiDomainsRule.js).
 */
export { scheduleAnnouncement, withAnnouncements } from './scheduleAnnouncements';
