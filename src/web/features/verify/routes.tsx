// Entry of the /verificar chunk: nothing from the admin area or the public landing page.
export { VerifyPage } from './VerifyPage';
