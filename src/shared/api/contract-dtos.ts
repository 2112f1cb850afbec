// Response shapes of the contract endpoints, inferred from their zod schemas (one source per shape); kept under
// this name for the browser pages, which import them as types only.
export type {
  BuyerSignResponse,
  ContractAttachmentDto,
  ContractBuyerDto,
  ContractDto,
  ContractEventDto,
  ContractSignerDto,
  PublicContractDto,
  SigningCompanyDto,
} from '#shared/schemas/contract-schema.ts';
