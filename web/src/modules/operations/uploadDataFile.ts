import { LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER, TOKEN_HEADER } from '@zhihang/contract/constants';
import type { Envelope } from '@zhihang/contract/http/envelope.schema';
import type { ImportJob } from '@zhihang/contract/imports/import-job.schema';
import { API_BASE } from '../../base/apiClient.ts';
import { useSessionStore } from '../../base/stores/useSessionStore.ts';

/** What the administrator says the uploaded files come from (all optional). */
export type UploadSource = { sourceName: string; sourceUrl: string; years: string; licence: string };

/**
 * Sends a data file as the raw body of /dataImport/upload (the API client speaks JSON only),
 * reporting the bytes sent; answers the import job the server started.
 */
export function uploadDataFile(
  file: File,
  options: { dryRun: boolean; onProgress: (sent: number, total: number) => void; source?: UploadSource },
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ fileName: file.name, dryRun: options.dryRun ? 'true' : 'false' });
    for (const [field, value] of Object.entries(options.source ?? {})) {
      if (value.trim()) query.set(field, value.trim());
    }
    request.open('POST', `${API_BASE}/dataImport/upload?${query.toString()}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader(LOGIN_TYPE_HEADER, LOGIN_TYPE_TEACHER);
    const token = useSessionStore.getState().token;
    if (token) request.setRequestHeader(TOKEN_HEADER, token);
    request.upload.onprogress = (event) => options.onProgress(event.loaded, event.total || file.size);
    request.onerror = () => reject(new Error('网络错误，上传未完成'));
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as Envelope<ImportJob>;
        if (envelope.code === 0) resolve(envelope.data);
        else reject(new Error(envelope.msg));
      } catch {
        reject(new Error(`HTTP ${request.status}`));
      }
    };
    request.send(file);
  });
}
