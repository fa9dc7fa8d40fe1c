/**
 * What accounts/ offers the other domains: the login's empty input, passwords, the account fields'
 * rules, a session's user and the one way to write users. They import it from here and from
 * nothing else inside accounts/ (lint/apiDomainsRule.js).
 */
export { emptySchema } from './loginSchemas';
export { hashPassword, verifyPassword } from './passwords';
export { flagSchema, userIdSchema } from './schemas';
export { findUserById } from './sessionUser';
export { updateUsers, type UserWriter } from './userWrites';
