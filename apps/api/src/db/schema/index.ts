// Every table of the API, for drizzle's relational queries and for drizzle-kit.
export * from './catalogue';
export * from './commerce';
