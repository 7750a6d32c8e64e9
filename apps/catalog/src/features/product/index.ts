// The product feature: a game in a country (with checkout's top-up form) and the country-free product page.
export { ProductPage, type ProductPageProps } from './ProductPage';
export { GlobalProductPage, type GlobalProductPageProps } from './GlobalProductPage';
