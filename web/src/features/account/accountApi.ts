import { api } from '../../api/client';
import type { CallAnswer, SessionUser, Sex } from '@vsf/engine';

/** The body of createNewUser (001 §3 'New user payload', plus the confirmation). */
export interface NewUserRequest {
  username: string;
  teamName: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  sex: Sex | '';
  email: string;
}

/** Empty fields keep the stored value (001 §5). */
export type UserInfoRequest = Pick<
  NewUserRequest,
  'username' | 'teamName' | 'firstName' | 'lastName' | 'birthdate' | 'sex' | 'email'
>;

export interface PasswordChangeRequest {
  username: string;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

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
