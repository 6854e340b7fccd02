import { RegistrationForm } from './RegistrationForm.tsx';

/** /register: an external learner creates an account. */
export default function RegisterScreen() {
  return (
    <RegistrationForm
      title="Register"
      intro="Create an account with your name and e-mail address. We will e-mail you a link to set your password."
    />
  );
}
