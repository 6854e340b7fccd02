import { SetPasswordFlow } from './SetPasswordFlow.tsx';

/** /password?token=…: the link of the registration e-mail; also where a reset link continues once exchanged. */
export default function PasswordScreen() {
  return <SetPasswordFlow title="Set Password" />;
}
