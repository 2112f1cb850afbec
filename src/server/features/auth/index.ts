export { findUserByEmail, revokeResetLinks } from './queries';
