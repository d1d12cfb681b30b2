import type { ClientDetail } from '#contracts/admin/clients';

/**
 * The seam for the desk's later panels on a client's record: its submittals (candidates put forward
 * to its contacts) and its placements (who works there, until when, at what margin). Those features
 * add their panels here; the client screen shows whatever this renders between its requirements and
 * its notes. Nothing yet.
 */
export function ClientDeskPanels(_props: { client: ClientDetail }) {
  return null;
}
