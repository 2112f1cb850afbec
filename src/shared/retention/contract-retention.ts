// The retention of a contract (docs/product.md#contract-retention, decision 046), one rule for everything it holds:
// E is the day the relationship ended. From E the contract is blocked (read-only, owners only, opened with a legal
// reason); from E + 5 years its buyer files open only for the compliance person; at E + 10 years everything is
// deleted (a tombstone stays) unless a legal hold is set. A draft never sent is deleted 12 months after its last
// change. The privacy policy and the contract's data clause state this rule from CONTRACT_RETENTION_TEXT.
import { isDraft, type ContractStatus } from '#shared/contract-lifecycle/index.ts';
import { addCalendarMonths } from '#shared/format/dates.ts';

/** Years from E after which only the compliance person opens a buyer file (Ley 10/2010 art. 25). */
export const COMPLIANCE_ONLY_YEARS = 5;
/** Years from E after which the contract and everything of it is deleted. */
export const DELETE_AFTER_YEARS = 10;
/** Months after its last change after which a draft never sent is deleted. */
export const DRAFT_DELETE_MONTHS = 12;
/** How long a legal access opens a blocked contract to the owner who asked. */
export const LEGAL_ACCESS_MINUTES = 60;

/** What the rule reads from a contract's rows. */
export type RetentionFacts = {
  status: ContractStatus;
  /** At least one buyer signed it (the company's own signature does not count). */
  anyBuyerSigned: boolean;
  cancelledAt: Date | null;
  lapsedAt: Date | null;
  archivedAt: Date | null;
  /** The day the recorded outcome (deed, withdrawal, resolution) happened, YYYY-MM-DD; null without one. */
  outcomeDate: string | null;
  /** The contract's last change (a draft's age). */
  updatedAt: Date;
};

export type ContractRetention = {
  /** E: the day the relationship ended; null while it goes on (and for a draft). */
  endedAt: Date | null;
  blockedFrom: Date | null;
  complianceOnlyFrom: Date | null;
  deleteAt: Date | null;
  /** A draft never sent: when it is deleted; null otherwise. */
  draftDeleteAt: Date | null;
};

export const addYears = (date: Date, years: number): Date => addCalendarMonths(date, years * 12);

const outcomeDay = (date: string | null): Date | null => {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) ? null : day;
};

/**
 * E: the earliest end the rows record. A contract a buyer signed ends with its outcome (deed, withdrawal,
 * resolution), its cancellation (mutual termination, an unmet condition and the like cancel it) or its lapse; one no
 * buyer ever signed ends with its cancellation, lapse or archive. Never the signature. Null while it goes on and for
 * a draft (which has its own rule).
 */
export function relationshipEnd(facts: RetentionFacts): Date | null {
  if (isDraft(facts.status)) return null;
  const ends = [facts.cancelledAt, facts.lapsedAt, outcomeDay(facts.outcomeDate)];
  if (!facts.anyBuyerSigned) ends.push(facts.archivedAt);
  const known = ends.filter((date): date is Date => date !== null);
  if (known.length === 0) return null;
  return new Date(Math.min(...known.map((date) => date.getTime())));
}

export function contractRetention(facts: RetentionFacts): ContractRetention {
  const endedAt = relationshipEnd(facts);
  return {
    endedAt,
    blockedFrom: endedAt,
    complianceOnlyFrom: endedAt && addYears(endedAt, COMPLIANCE_ONLY_YEARS),
    deleteAt: endedAt && addYears(endedAt, DELETE_AFTER_YEARS),
    draftDeleteAt: isDraft(facts.status) ? addCalendarMonths(facts.updatedAt, DRAFT_DELETE_MONTHS) : null,
  };
}

/** From E on, in a live installation, the contract is read-only and opens only through a legal access. */
export const isBlockedAt = (retention: ContractRetention, now: Date): boolean =>
  retention.blockedFrom !== null && retention.blockedFrom <= now;
