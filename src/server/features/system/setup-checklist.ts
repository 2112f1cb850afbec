import { eq } from 'drizzle-orm';

import type { SetupChecklistDto } from '#shared/api/api-types.ts';
import { PROPERTY_STATUS } from '#shared/property-lifecycle/statuses.ts';
import { CONTRACT_COMPANY_DETAILS, missingDetails } from '#shared/site/content.ts';
import { needsEnergyLabel } from '#shared/site/energy-label.ts';
import { setupChecklist } from '#shared/site/setup-checklist.ts';
import type { AppContext } from '#server/context.ts';
import { properties } from '#server/db/schema.ts';
import { storedCompanyDetails } from '#server/features/content/index.ts';
import { contractsMissingPrePaymentInformation } from '#server/features/contracts/index.ts';
import { demoCompanyKeys } from '#server/features/demo/index.ts';
import { namedSignatories } from '#server/features/people/index.ts';
import { describeAmlOrganisation, getSettings, signingPolicyDecision } from '#server/features/settings/index.ts';

/** The facts behind the first-run checklist, read from the database and the server's own configuration. */
export async function getSetupChecklist(
  ctx: AppContext,
  known: { adminEmail: string | null; lastBackupAt: string | undefined },
): Promise<SetupChecklistDto> {
  const { db, config } = ctx;
  const [company, onSale, settings, decision, signatories, missingPrePayment, aml] = await Promise.all([
    storedCompanyDetails(db),
    db
      .select({ status: properties.status, energy_rating: properties.energyRating })
      .from(properties)
      .where(eq(properties.status, PROPERTY_STATUS.vendiendo)),
    getSettings(db),
    signingPolicyDecision(db),
    namedSignatories(db),
    contractsMissingPrePaymentInformation(db),
    describeAmlOrganisation(db),
  ]);
  const checks = setupChecklist({
    company,
    adminEmail: known.adminEmail,
    smtpConfigured: config.smtpUrl !== undefined,
    publicUrl: config.publicUrl,
    database: ctx.database.kind,
    jwtSecretFromEnv: config.jwtSecret !== undefined,
    sealConfigured: config.sealP12Path !== undefined,
    lastBackupAt: known.lastBackupAt ?? null,
    now: ctx.now(),
    propertiesWithoutEnergyLabel: onSale.filter(needsEnergyLabel).length,
    contractsMissingPrePaymentInformation: missingPrePayment,
    timestampAuthorityUrl: config.tsa?.url ?? null,
    timestampTrustConfigured: config.tsaCaPath !== undefined,
    signingPolicy: { settings, decision },
    demoCompanyKeys: await demoCompanyKeys(db, company),
    namedSignatories: signatories,
    amlOrganisation: { approver: aml.approver, manualDated: aml.manual?.dated ?? null },
  });
  return { checks, contract_missing_details: missingDetails(company, CONTRACT_COMPANY_DETAILS) };
}
