import { useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

/** Request mode by default; reset mode when the link's ?token= is present (docs/product.md §4). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <AuthLayout title="Nueva contraseña" subtitle="Elige una contraseña nueva para tu cuenta.">
      <NewPasswordForm token={token} />
    </AuthLayout>
  ) : (
    <AuthLayout
      title="Restablecer contraseña"
      subtitle="Introduce el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
    >
      <RequestResetForm />
    </AuthLayout>
  );
}
