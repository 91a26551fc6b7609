export { JoinPage } from './pages/join-page';
