/** The current time as stored in the database: ISO-8601 UTC text. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
