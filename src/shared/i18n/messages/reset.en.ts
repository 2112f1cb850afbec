import type { ResetMessages } from './reset.es';

export const resetEn: ResetMessages = {
  'reset.requestTitle': 'Reset your password',
  'reset.requestSubtitle':
    'Enter the email address of your account and we will send you a link to create a new password.',
  'reset.newTitle': 'New password',
  'reset.newSubtitle': 'Choose a new password for your account.',
  'reset.linkRules': 'Reset links expire after 1 hour and can only be used once.',
  'reset.confirmation':
    'If the email address belongs to an account, you will receive a link to reset your password in a few minutes.',
  'reset.requestError': 'The reset could not be requested',
  'reset.email': 'Email',
  'reset.sending': 'Sending...',
  'reset.send': 'Send link',
  'reset.backToLogin': 'Back to sign in',
  'reset.done': 'Your password has been reset.',
  'reset.redirecting': 'Taking you to the sign-in page in 3 seconds...',
  'reset.resetError': 'The password could not be reset',
  'reset.newPassword': 'New password',
  'reset.minimum': 'At least {min} characters.',
  'reset.confirmPassword': 'Confirm password',
  'reset.saving': 'Saving...',
  'reset.submit': 'Reset password',
  'reset.mismatch': 'The passwords do not match',
  'reset.tooShort': 'The password must be at least {min} characters long',
};
