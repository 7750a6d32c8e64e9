// The marketing and partnership page (a placeholder until its issue).
export { MarketingPage, type MarketingPageProps } from './MarketingPage';
