/**
 * What notices/ offers the other domains: the managers' notices a match write gives, and the jobs
 * that send them. They import it from here and from nothing else inside notices/
 * (lint/apiDomainsRule.js).
 */
export { runNoticeJobs } from './resultReadyJobs';
export { withMatchNotices } from './matchNotices';
// The mail tests write a deadline reminder as the reminder job does.
export { dueReminder, writeReminders } from './deadlineReminders';
