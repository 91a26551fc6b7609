export { CountriesPage } from './pages/countries-page';
