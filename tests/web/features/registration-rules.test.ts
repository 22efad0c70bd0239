// The registration form's rules (spec section 5), each with its message next to its field.
import { describe, expect, it } from 'vitest';
import {
  FIELD_ORDER,
  validateRegistration,
  type RegistrationInput,
} from '../../../web/src/features/registration/validation';

const valid: RegistrationInput = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  countryCode: '91',
  mobileNumber: '9876543210',
  password: 'secret1',
  currentLocation: 'Pune',
  experienceYears: 2,
  experienceMonths: 0,
};
const india = { india: true, social: false };

describe('The registration form’s rules', () => {
  it('When every field is right, then no field has a message', () => {
    expect(validateRegistration(valid, india)).toEqual({});
  });

  it('When every field is wrong, then each has its message, in the form’s order', () => {
    const errors = validateRegistration(
      {
        ...valid,
        name: 'A1',
        email: 'asha@',
        mobileNumber: '12345',
        password: '12345',
        currentLocation: '',
      },
      india,
    );
    expect(errors).toEqual({
      name: 'Please enter your name: letters and spaces, 2 to 30 characters.',
      email: 'Please enter a valid email address.',
      mobileNumber: 'Please enter a valid mobile number',
      password: 'Please choose a password of 6 to 40 characters.',
      currentLocation: 'Please choose your current location.',
    });
    expect(FIELD_ORDER).toEqual(['name', 'email', 'mobileNumber', 'password', 'currentLocation']);
  });

  it('When the name is 2 or 30 letters, then it passes; 1 or 31, then it does not', () => {
    const nameError = (name: string) => validateRegistration({ ...valid, name }, india).name;
    expect([nameError('Al'), nameError('A'.repeat(30))]).toEqual([undefined, undefined]);
    expect(nameError('A')).toBeDefined();
    expect(nameError('A'.repeat(31))).toBeDefined();
  });

  it('When the password is 6 or 40 characters, then it passes; 5 or 41, then it does not; a Google sign-up needs none', () => {
    const passwordError = (password: string, social = false) =>
      validateRegistration({ ...valid, password }, { india: true, social }).password;
    expect([passwordError('123456'), passwordError('x'.repeat(40))]).toEqual([
      undefined,
      undefined,
    ]);
    expect(passwordError('12345')).toBeDefined();
    expect(passwordError('x'.repeat(41))).toBeDefined();
    expect(passwordError('', true)).toBeUndefined();
  });

  it('When the email is pasted with spaces around it, then it passes; spaces inside it do not', () => {
    const emailError = (email: string) => validateRegistration({ ...valid, email }, india).email;
    expect(emailError('  meera.nair@example.com ')).toBeUndefined();
    expect(emailError('meera nair@example.com')).toBeDefined();
  });
});
