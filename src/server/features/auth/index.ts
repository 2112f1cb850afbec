export { findUserByEmail, firstAdminId, revokeResetLinks } from './queries';
