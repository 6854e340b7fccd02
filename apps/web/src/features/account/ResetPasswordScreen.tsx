import { SetPasswordFlow } from './SetPasswordFlow.tsx';

/** /resetPassword?token=…: the link of the forgot-password e-mail. */
export default function ResetPasswordScreen() {
  return <SetPasswordFlow title="Reset Password" />;
}
