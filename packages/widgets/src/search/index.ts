export { Search } from './search';
export type { SearchProps } from './search';
