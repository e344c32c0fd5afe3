import { addPanelInsurer, staffApi } from './staffApi';

/**
 * Puts an insurer on the panel as staff would, so proposals are priced and quoted; the returned
 * function removes it again (DELETE /api/v1/insurer/:id), so journeys in other files still see an
 * empty panel (every proposal referred). Files run one after another, never side by side.
 */
export async function withPanelInsurer(baseUrl: string, uid: string): Promise<() => Promise<void>> {
  const api = await staffApi(baseUrl);
  const insurer = await addPanelInsurer(api, uid);
  return async () => {
    await (await staffApi(baseUrl)).call('DELETE', `/insurer/${insurer.id}`);
  };
}
