import apiDocsRoutes from './features/api-docs/routes';
import { adminAuthRoutes, publicAuthRoutes } from './features/auth/routes';
import { adminBuyerFileRoutes, publicBuyerFileRoutes } from './features/buyer-file/routes';
import { publicConsentRoutes } from './features/consent/routes';
import { adminContactStoryRoutes } from './features/contact-story/routes';
import { adminContactRoutes, publicContactRoutes } from './features/contacts/routes';
import { adminContentRoutes, publicContentRoutes } from './features/content/routes';
import { publicSigningCodeRoutes } from './features/contracts/email-code/routes';
import { adminOutcomeRoutes, publicWithdrawalRoutes } from './features/contracts/outcome/routes';
import { adminRetentionRoutes } from './features/contracts/retention/routes';
import { adminContractRoutes, publicContractRoutes } from './features/contracts/routes';
import { adminSigningLinkRoutes } from './features/contracts/signing-links/routes';
import { adminTerminationRoutes, publicTerminationRoutes } from './features/contracts/termination/routes';
import { adminTimelineRoutes } from './features/contracts/timeline/routes';
import { adminDemandRoutes, publicUnsubscribeRoutes } from './features/demands/routes';
import { feedRoutes } from './features/feeds';
import healthRoutes from './features/health/routes';
import { adminMailboxRoutes } from './features/mailbox/routes';
import mediaRoutes from './features/media/routes';
import { adminMenuRoutes, publicMenuRoutes } from './features/menu/routes';
import { adminPaymentRoutes, publicPaymentRoutes } from './features/payments/routes';
import { adminPeopleRoutes } from './features/people/routes';
import { adminPortalRoutes } from './features/portals';
import { adminPropertyRoutes, publicPropertyRoutes } from './features/properties/routes';
import { publicContractPdfRoutes, publicDocumentRoutes } from './features/sealing/routes';
import { adminAmlOrganisationRoutes } from './features/settings/aml-organisation-routes';
import { adminSettingsRoutes } from './features/settings/routes';
import { adminSystemRoutes } from './features/system/routes';
import { adminViewingRoutes, publicViewingRoutes } from './features/viewings/routes';
import type { RouteModule } from './plugins/admin-scope';

/** Routes anyone may call; those that need a signing or payment token check it themselves. */
export const publicRouteModules: RouteModule[] = [
  healthRoutes,
  apiDocsRoutes,
  publicAuthRoutes,
  publicPropertyRoutes,
  mediaRoutes,
  feedRoutes,
  publicContentRoutes,
  publicMenuRoutes,
  publicContactRoutes,
  publicConsentRoutes,
  publicContractRoutes,
  publicContractPdfRoutes,
  publicPaymentRoutes,
  publicDocumentRoutes,
  publicSigningCodeRoutes,
  publicBuyerFileRoutes,
  publicWithdrawalRoutes,
  publicTerminationRoutes,
  publicViewingRoutes,
  publicUnsubscribeRoutes,
];

/** Routes of the administrator: all registered in the one admin scope (plugins/admin-scope.ts). */
export const adminRouteModules: RouteModule[] = [
  adminAuthRoutes,
  adminPropertyRoutes,
  adminContentRoutes,
  adminMenuRoutes,
  adminContactRoutes,
  adminContractRoutes,
  adminRetentionRoutes,
  adminPaymentRoutes,
  adminSystemRoutes,
  adminSettingsRoutes,
  adminAmlOrganisationRoutes,
  adminSigningLinkRoutes,
  adminTimelineRoutes,
  adminPeopleRoutes,
  adminBuyerFileRoutes,
  adminOutcomeRoutes,
  adminTerminationRoutes,
  adminPortalRoutes,
  adminMailboxRoutes,
  adminViewingRoutes,
  adminDemandRoutes,
  adminContactStoryRoutes,
];
