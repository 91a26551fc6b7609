export { CountriesPage } from './pages/countries-page';
export { CurrenciesPage } from './pages/currencies-page';
