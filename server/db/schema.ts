/**
 * The database's tables, as Kysely sees them. Each table's columns are declared in its own file
 * under tables/ as the server grows; this interface gathers them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
