import { api } from '../../api/client';
import type { ApiResult, SessionUser } from '../../api/types';

export type Sex = 'Male' | 'Woman' | 'Other';

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

type UserAnswer = SessionUser & { msg: string };

/** Registers and logs in: the answer is the new session user. */
export function createNewUser(body: NewUserRequest): Promise<ApiResult<UserAnswer>> {
  return api<UserAnswer>('createNewUser', body);
}

export function updateUserInfo(body: UserInfoRequest): Promise<ApiResult<UserAnswer>> {
  return api<UserAnswer>('updateUserInfo', body);
}

export function changeUserPassword(body: PasswordChangeRequest): Promise<ApiResult<{ msg: string }>> {
  return api<{ msg: string }>('changeUserPassword', body);
}

/** The session user out of an answer that carries one. */
export function userOf(answer: { success: true } & UserAnswer): SessionUser {
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
