import { useSearchParams } from 'react-router';

import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import { useResetTranslator } from './reset-i18n';

/** Request mode by default; reset mode when the link's ?token= is present (docs/product.md §4), in the URL's language. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const t = useResetTranslator();
  const token = params.get('token');
  if (!t) return null;
  return token ? (
    <AuthLayout title={t('reset.newTitle')} subtitle={t('reset.newSubtitle')}>
      <NewPasswordForm token={token} t={t} />
    </AuthLayout>
  ) : (
    <AuthLayout title={t('reset.requestTitle')} subtitle={t('reset.requestSubtitle')}>
      <RequestResetForm t={t} />
    </AuthLayout>
  );
}
