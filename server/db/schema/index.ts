// The whole Drizzle schema, one file per area. Add a table: write it in its area's file (or a new
// one re-exported here), then `npm run db:generate` and read the generated SQL.
export * from './users';
export * from './accounts';
export * from './catalog';
export * from './orders';
export * from './packing';
export * from './payments';
export * from './promotions';
export * from './loyalty';
export * from './operations';
export * from './privacy';
export * from './push';
export * from './settings';
export * from './support';
export * from './relations';
