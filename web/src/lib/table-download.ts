import type { TableFormat } from '@tintero/domain';
import { API_PREFIX, ApiError, serializeQuery, type ApiErrorBody } from './api-client';
import { getSession, signOut } from './session';

/**
 * A streamed export of the server (the `export_to_excel` routes of server-paged lists: supplies,
 * rules, kardex, supplies history, the consolidated labour report) as .xlsx, CSV or tab-separated
 * text. The API client reads JSON, so this fetches by hand (same token, same 401 rule) and hands
 * back the file and the name the server gave (`<baseName>.<format>` if it gave none).
 */
export async function fetchTableFile(
  path: string,
  query: Record<string, unknown> | undefined,
  format: TableFormat,
  baseName: string,
): Promise<{ blob: Blob; filename: string }> {
  const session = getSession();
  const headers: Record<string, string> = {};
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}${serializeQuery({ ...query, format })}`, { headers });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    if (response.status === 401 && session) signOut('unauthorized');
    let body: ApiErrorBody | undefined;
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${baseName}.${format}`;
  return { blob: await response.blob(), filename };
}
