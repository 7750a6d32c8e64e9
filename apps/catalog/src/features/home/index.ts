// The home feature: the country's games, promos, info bar and banners.
export { HomePage, type HomePageProps } from './HomePage';
