import { api } from '../../api/client';
import type { CallAnswer, CallInput, SessionUser } from '@vsf/contract';

/** A form over some fields of a call's body: each one always filled in (text, '' when empty). */
type FormOf<N extends 'createNewUser' | 'updateUserInfo' | 'changeUserPassword', K extends keyof CallInput<N>> = {
  [F in K]-?: Exclude<CallInput<N>[F], null | undefined>;
};

type ProfileField = 'username' | 'teamName' | 'firstName' | 'lastName' | 'birthdate' | 'sex' | 'email';

/** The body of createNewUser (001 §3 'New user payload', plus the confirmation). */
export type NewUserRequest = FormOf<'createNewUser', ProfileField | 'password' | 'confirmPassword'>;

/** Empty fields keep the stored value (001 §5). */
export type UserInfoRequest = FormOf<'updateUserInfo', ProfileField>;

export type PasswordChangeRequest = FormOf<
  'changeUserPassword',
  'username' | 'oldPassword' | 'password' | 'confirmPassword'
>;

/** Registers and logs in: the answer is the new session user. */
export function createNewUser(body: NewUserRequest) {
  return api('createNewUser', body);
}

export function updateUserInfo(body: UserInfoRequest) {
  return api('updateUserInfo', body);
}

export function changeUserPassword(body: PasswordChangeRequest) {
  return api('changeUserPassword', body);
}

/** The session user out of an answer that carries one. */
export function userOf(answer: { success: true } & CallAnswer<'updateUserInfo'>): SessionUser {
  const {
    success: _success,
    msg: _msg,
    isLoggedIn: _isLoggedIn,
    ...user
  } = answer as typeof answer & {
    isLoggedIn?: boolean;
  };
  return user;
}
