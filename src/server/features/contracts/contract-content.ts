import { getContractType, renderContract, type RenderedContract } from '../../../shared/contract-types';
import type { Executor } from '../../db/client';
import { storedCompanyDetails } from '../content';
import { contractLanguageOf } from './dto';
import type { ContractAggregate } from './queries';

/** Who signs for the company, when known: named in the text instead of the representative in the company details. */
export type Representative = { name: string; dni: string };

/** The contract text from its template, data, buyers and today's company details. */
export async function renderAggregate(
  db: Executor,
  { contract, buyers }: ContractAggregate,
  representative?: Representative,
): Promise<RenderedContract> {
  const type = getContractType(contract.contractType);
  if (!type) throw new Error(`Unknown contract type ${contract.contractType}`);
  return renderContract({
    type,
    data: contract.contractData,
    buyers: buyers.map((b) => ({ name: b.name, email: b.email, dni: b.dni, address: b.address, buyer_order: b.buyerOrder })),
    // Stored values only: renderContract applies the same defaults the site does.
    company: {
      ...(await storedCompanyDetails(db)),
      ...(representative ? { representative_name: representative.name, representative_dni: representative.dni } : {}),
    },
    contractId: contract.id,
    language: contractLanguageOf(contract),
  });
}

/** What signers read: the frozen text once it left draft (it can never change after), else the live draft. */
export async function contractText(db: Executor, aggregate: ContractAggregate): Promise<string> {
  return aggregate.contract.frozenContent ?? (await renderAggregate(db, aggregate)).body;
}
