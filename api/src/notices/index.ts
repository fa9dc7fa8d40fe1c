/**
 * What notices/ offers the other domains: the managers' notices a match write gives, the jobs
 * that send them, and the one way to write a batch of notices and announce it. They import it from here and from nothing else inside notices/
 * (lint/apiDomainsRule.js).
 */
export { runNoticeJobs } from './resultReadyJobs';
export { withMatchNotices } from './matchNotices';
// The mail tests write a deadline reminder as the reminder job does.
export { dueReminder, writeReminders } from './deadlineReminders';
export { insertNotices, noticeFanout, type NoticeBatch, type NoticeRow } from './noticeStore';
