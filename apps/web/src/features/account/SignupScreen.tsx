import { RegistrationForm } from './RegistrationForm.tsx';

/**
 * /signup: the API has one self-registration (POST /external-user/register), so
 * Sign Up is the same form as /register under its own heading.
 */
export default function SignupScreen() {
  return (
    <RegistrationForm title="Sign Up" intro="Sign up with your name and e-mail address. We will e-mail you a link to set your password." />
  );
}
