import { e2eAdmin } from './admin';

/** Signs in through the API as the e2e super_admin; the bearer header for staff calls. */
async function staffHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: e2eAdmin.username, password: e2eAdmin.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: { access: string } } };
  return { authorization: `Bearer ${data.token.access}`, 'content-type': 'application/json' };
}

/**
 * Puts an insurer on the panel as staff would (POST /api/v1/insurer), so proposals are priced and
 * quoted; the returned function removes it again, so journeys in other files still see an empty
 * panel (every proposal referred). Files run one after another, never side by side.
 */
export async function withPanelInsurer(baseUrl: string): Promise<() => Promise<void>> {
  const headers = await staffHeaders(baseUrl);
  const response = await fetch(`${baseUrl}/api/v1/insurer`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Harbour Mutual Insurance (e2e)',
      email: 'underwriting@harbour-mutual.example',
      contact_no: '0298765432',
      street: '1 Harbour Street',
      suburb: 'Sydney',
      postcode: '2000',
      state: 'NSW',
      country: 'AU',
      abn: '51824753556',
      afsl: '240000',
      underwriter: 'Harbour Mutual Underwriting',
      uid: 'HM-E2E',
      fsg_version: '1.0',
      pds_version: '2.1',
      privacy_version: '1.0',
      advice_type: 'General',
      advice_given: 'General advice only',
      commission: '20',
      associate_commission: '0',
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/v1/insurer answered ${response.status}: ${text}`);
  const id = (JSON.parse(text) as { data: { id: number } }).data.id;
  return async () => {
    const removed = await fetch(`${baseUrl}/api/v1/insurer/${id}`, { method: 'DELETE', headers: await staffHeaders(baseUrl) });
    if (!removed.ok) throw new Error(`DELETE /api/v1/insurer/${id} answered ${removed.status}`);
  };
}
