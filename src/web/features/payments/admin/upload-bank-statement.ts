import type { BankStatementImportDto } from '#shared/api/api-types.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

/** POST /api/cms/bank-statements with the statement file, reporting upload progress (0..1) for the import dialog. */
export function uploadBankStatement(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<BankStatementImportDto> {
  return uploadFile<BankStatementImportDto>('/api/cms/bank-statements', file, onProgress);
}
