// What other features may use of the administrator's settings (lint: no reaching into a feature).
export { getSettings, signingPolicyDecision } from './queries';
