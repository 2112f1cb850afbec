// What other features may use of the administrator's settings (lint: no reaching into a feature).
export { getSettings, signingPolicyDecision } from './queries';
export {
  installationMode,
  installationModeDecided,
  writeInstallationMode,
  type InstallationMode,
} from './installation-mode';
export { amlOrganisation, writeAmlOrganisation, type AmlOrganisation } from './aml-organization';
export { describeAmlOrganisation } from './aml-organisation-admin';
