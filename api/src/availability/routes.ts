import { answerRoutes } from './answerRoutes';
import { squadRoutes } from './squadRoutes';

/** Who plays: the club players' answers and the published squad. */
export const availabilityRoutes = [...answerRoutes, ...squadRoutes];
