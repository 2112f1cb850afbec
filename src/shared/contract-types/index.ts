export { CONTRACT_TYPE_IDS } from './types';
export type {
  ContractData,
  ContractPayment,
  ContractSettings,
  ContractTemplate,
  ContractTypeDefinition,
  ContractTypeId,
  FieldDefinition,
  FieldType,
  PaymentType,
  RawContractData,
} from './types';
export { CONTRACT_TYPES, getContractType } from './registry';
export {
  FIELD_GROUPS,
  LETRAS_SUFFIX,
  REPRESENTATIVE_POSITION_FIELD,
  REPRESENTATIVE_POWERS_FIELD,
  TAX_REGIMES,
} from './fields';
export { DERIVED_PLACEHOLDERS } from './derived-values';
export { dateGroupsOf, signingDayErrors, type CalendarDate, type DateGroup } from './contract-rules';
export { BLANK } from './template-format';
export { positionInCatalan } from './catalan-values';
export {
  BUYER_PLACEHOLDERS,
  PARTY_PLACEHOLDERS,
  SELLER_PLACEHOLDERS,
  SIGNING_DATE_WORDING,
  type CompanyContent,
  type ContractBuyer,
} from './placeholders';
export {
  renderContract,
  type ContractParagraphs,
  type RenderContractInput,
  type RenderedContract,
  type RenderedParagraph,
} from './render-contract';
export { autoFilledLetras, normalizeContractData, validateContractData } from './validate-contract-data';
export { toContractTypeDto, type ContractTypeDto, type FieldDefinitionDto } from './contract-type-dto';
