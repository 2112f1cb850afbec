import { isValidIban, normalizeIban } from './iban';

/**
 * Is the account a statement is about the company's own? camt.053 names it by IBAN; Norma 43 by bank, office and
 * account number (the digits of a Spanish IBAN without its check digits). A statement of any other account confirms
 * nothing (docs/product.md §6 "Bank statements").
 */
export function isCompanyAccount(statementAccount: string, companyIban: string): boolean {
  const iban = normalizeIban(companyIban);
  if (!isValidIban(iban)) return false;
  const account = statementAccount.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(account)) return account === iban;
  // Norma 43: bank (4) office (4) account (10); a Spanish IBAN is ES kk bbbb oooo dd aaaaaaaaaa.
  return /^\d{18}$/.test(account) && iban.startsWith('ES') && account === iban.slice(4, 12) + iban.slice(14, 24);
}
