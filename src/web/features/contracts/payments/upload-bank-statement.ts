import type { BankStatementImportDto } from '../../../../shared/api/api-types';
import { ApiError, tokenStore } from '../../../lib/api-client';

/**
 * POST /api/cms/bank-statements with the statement file. XMLHttpRequest rather than fetch because only it reports
 * upload progress (0..1), which the import dialog shows.
 */
export function uploadBankStatement(file: File, onProgress: (fraction: number) => void): Promise<BankStatementImportDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/cms/bank-statements');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(xhr.response as BankStatementImportDto);
        return;
      }
      const detail = (xhr.response as { detail?: unknown } | null)?.detail;
      reject(new ApiError(xhr.status, typeof detail === 'string' ? detail : null));
    };
    xhr.onerror = () => reject(new ApiError(0, 'No se pudo conectar con el servidor.'));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}
