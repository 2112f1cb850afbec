// Entry of the signing page chunk: it imports nothing from the admin area.
export { SigningPage } from './SigningPage';
