// The search feature: results of a search in the shop country.
export { SearchResultsPage, type SearchResultsPageProps } from './SearchResultsPage';
