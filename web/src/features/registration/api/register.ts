// registerPersonal (designed; spec sections 2, 4): registers a seeker with a password or with the
// social token of a USER_NOT_EXISTS validation, and starts the session. The caller reads the
// answer: 201, or a refusal (409: the email or the mobile number is registered already).
import type { paths } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export type Registration =
  paths['/middleware/registerPersonal']['post']['requestBody']['content']['application/json'];

export function register(registration: Registration) {
  return api.POST('/middleware/registerPersonal', { body: registration });
}
