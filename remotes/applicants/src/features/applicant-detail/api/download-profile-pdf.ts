import type { RemoteProps } from '@floorhire/contract';
import { joinUrl } from '@floorhire/api-client';

/**
 * GET /job-applicant/{id}/profile-pdf as a file. The API client parses JSON, so this one call
 * fetches the bytes itself with the same bearer token (refreshed once on a 401).
 */
export async function downloadProfilePdf(props: Pick<RemoteProps, 'apiBase' | 'session'>, id: number, fileName: string): Promise<void> {
  const url = joinUrl(props.apiBase.applications, `/job-applicant/${id}/profile-pdf`);
  const send = (token: string | null) => fetch(url, { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  let response = await send(props.session.getAccessToken());
  if (response.status === 401) response = await send(await props.session.refresh());
  if (!response.ok) throw new Error(`profile PDF: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
