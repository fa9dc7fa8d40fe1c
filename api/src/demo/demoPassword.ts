/** Every demo account's password: printed in this repository, so never in production. */
export const DEMO_PASSWORD = 'fotball123';
