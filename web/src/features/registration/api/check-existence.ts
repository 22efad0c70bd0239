// checkExistence (designed): whether an email or a mobile number is registered already, asked
// before registration submits so that the form can say so next to the field.
import { api } from '../../../lib/api';
import { CallFailure } from '../../../lib/call-failure';

export interface Existence {
  emailExists: boolean;
  mobileExists: boolean;
}

/** Rejects when the call fails; registration then submits and lets the server decide. */
export async function checkExistence(query: {
  email: string;
  mobileNumber: string;
  countryCode: string;
}): Promise<Existence> {
  const { data, error, response } = await api.GET('/middleware/checkExistence', {
    params: { query },
  });
  if (error !== undefined) throw new CallFailure(response.status, error);
  return data;
}
