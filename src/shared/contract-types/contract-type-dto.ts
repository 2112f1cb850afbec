import type { ContractTypeDefinition, FieldDefinition } from './types';

/** A field as GET /api/contract-types serves it: every key docs/product.md §8 lists, null where it does not apply. */
export type FieldDefinitionDto = FieldDefinition &
  Required<Pick<FieldDefinition, 'validation' | 'options' | 'default' | 'placeholder' | 'auto_generated'>>;

export type ContractTypeDto = Omit<ContractTypeDefinition, 'fields'> & { fields: FieldDefinitionDto[] };

function toFieldDto(field: FieldDefinition): FieldDefinitionDto {
  return {
    ...field,
    validation: field.validation ?? null,
    options: field.options ?? null,
    default: field.default ?? null,
    placeholder: field.placeholder ?? null,
    auto_generated: field.auto_generated ?? false,
  };
}

export function toContractTypeDto(type: ContractTypeDefinition): ContractTypeDto {
  return { ...type, fields: type.fields.map(toFieldDto) };
}
