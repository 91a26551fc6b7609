export { PaymentsPage } from './pages/payments-page';
