/**
 * What availability/ offers the rest of the API: its routes and the job that asks club players
 * for answers and tells managers of players out. They import it from here and from nothing
 * else inside availability/ (lint/apiDomainsRule.js).
 */
export { availabilityRoutes } from './routes';
export { startAvailabilityJobs, type AvailabilityJobs } from './availabilityJobs';
