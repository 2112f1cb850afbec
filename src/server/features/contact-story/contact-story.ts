import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';

import { localeOr } from '#shared/i18n/locales.ts';
import { centsToEuros } from '#shared/money/cents.ts';
import type { ContactStoryDto } from '#shared/schemas/enquiry-schema.ts';
import type { Executor } from '#server/db/client.ts';
import {
  contacts,
  contractBuyers,
  contracts,
  listingSends,
  payments,
  properties,
  viewings,
} from '#server/db/schema.ts';
import { contactNotesOf, findContact } from '#server/features/contacts/index.ts';
import { contractTypeName } from '#server/features/contracts/index.ts';
import { demandOfContact } from '#server/features/demands/index.ts';
import { viewingDto } from '#server/features/viewings/index.ts';

/**
 * A contact's whole story (docs/product.md §4.1): the enquiries that share its email (one person asking about several
 * homes, through the site and the portals), the properties asked about or visited, notes, viewings, the contracts
 * they are a buyer in (by email) and their payments, what they look for and the listings sent to them. A portal's
 * relay address is not the person: it joins nothing.
 */
export async function contactStory(db: Executor, id: number): Promise<ContactStoryDto> {
  const contact = await findContact(db, id);
  const email = contact.email.trim().toLowerCase();
  const byEmail = email !== '' && !contact.emailIsRelay;
  const enquiries = byEmail
    ? await db
        .select()
        .from(contacts)
        .where(and(sql`lower(${contacts.email}) = ${email}`, eq(contacts.emailIsRelay, false)))
        .orderBy(desc(contacts.createdAt))
    : [contact];
  const ids = enquiries.map((row) => row.id);
  const visits = await db
    .select()
    .from(viewings)
    .where(
      byEmail
        ? or(inArray(viewings.contactId, ids), sql`lower(${viewings.visitorEmail}) = ${email}`)
        : inArray(viewings.contactId, ids),
    )
    .orderBy(desc(viewings.startsAt));
  const buyerRows = byEmail
    ? await db
        .select({ contract: contracts })
        .from(contractBuyers)
        .innerJoin(contracts, eq(contracts.id, contractBuyers.contractId))
        .where(sql`lower(${contractBuyers.email}) = ${email}`)
        .orderBy(desc(contracts.createdAt))
    : [];
  const contractList = [...new Map(buyerRows.map(({ contract }) => [contract.id, contract])).values()];
  const paymentRows = contractList.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.contractId,
            contractList.map((c) => c.id),
          ),
        )
    : [];
  const sends = await db
    .select({ title: properties.title, createdAt: listingSends.createdAt })
    .from(listingSends)
    .innerJoin(properties, eq(properties.id, listingSends.propertyId))
    .where(inArray(listingSends.contactId, ids))
    .orderBy(desc(listingSends.createdAt));
  const asked = new Map<string, { id: number | null; title: string }>();
  for (const row of enquiries)
    if (row.interestedProperty?.trim())
      asked.set(`${row.propertyId ?? row.interestedProperty}`, {
        id: row.propertyId,
        title: row.interestedProperty.trim(),
      });
  for (const visit of visits)
    if (!asked.has(`${visit.propertyId}`))
      asked.set(`${visit.propertyId ?? visit.propertyLabel}`, { id: visit.propertyId, title: visit.propertyLabel });
  return {
    contact_id: contact.id,
    language: localeOr(contact.locale),
    source: contact.source,
    stage: contact.stage,
    notes: await contactNotesOf(db, contact.id),
    properties: [...asked.values()],
    enquiries: enquiries.map((row) => ({
      id: row.id,
      source: row.source,
      created_at: row.createdAt.toISOString(),
      property: row.interestedProperty,
    })),
    viewings: visits.map(viewingDto),
    contracts: contractList.map((c) => ({
      id: c.id,
      name: contractTypeName(c.contractType),
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      contract_id: p.contractId,
      payment_type: p.paymentType,
      amount: centsToEuros(p.amountCents),
      status: p.status,
      paid_at: p.paidAt?.toISOString() ?? null,
    })),
    demand: await demandOfContact(db, contact.id),
    sends: sends.map((s) => ({ property: s.title, created_at: s.createdAt.toISOString() })),
  };
}
