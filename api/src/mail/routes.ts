import { defineRoute } from '../platform/http/route';
import { badRequest } from '../platform/http/errors';
import { readEmailSettings, writeEmailSettings } from './emailSettings';
import { unsubscribeByToken } from './unsubscribe';
import { MAIL_MESSAGES, getEmailNoticesSchema, setEmailNoticesSchema, unsubscribeEmailSchema } from './schemas';

const getEmailNotices = defineRoute({
  name: 'getEmailNotices',
  access: 'loggedIn',
  summary: "Which notices also go to the session user's e-mail address, and that address ('' when none is given).",
  input: getEmailNoticesSchema,
  async handler({ db, user }) {
    return { ...(await readEmailSettings(db, user.userID)), email: user.email };
  },
});

const setEmailNotices = defineRoute({
  name: 'setEmailNotices',
  access: 'loggedIn',
  transaction: true,
  summary:
    "Turns the session user's e-mail notices on or off (deadline reminders, corrections); a switch left out keeps its value. Turning one on needs an e-mail address.",
  input: setEmailNoticesSchema,
  async handler({ input, db, user }) {
    if ((input.deadline || input.corrections) && user.email === '') throw badRequest(MAIL_MESSAGES.noAddress);
    return writeEmailSettings(db, user.userID, input);
  },
});

const unsubscribeEmail = defineRoute({
  name: 'unsubscribeEmail',
  access: 'anyone',
  transaction: true,
  summary:
    "The unsubscribe link of a mail (no login): turns off the one kind of mail its signed token names, for the token's account, and nothing else.",
  input: unsubscribeEmailSchema,
  async handler({ input, db, deps }) {
    return unsubscribeByToken(db, deps.config.sessionSecret, input.token);
  },
});

export const mailRoutes = [getEmailNotices, setEmailNotices, unsubscribeEmail];
