// Public entry points of the auth feature for the app router.
export { LoginPage } from './LoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ChangePasswordPage } from './ChangePasswordPage';
export { RequireAdmin, useLogout, useToken } from './session';
