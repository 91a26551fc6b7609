export { SavedStateToolbar } from './components/saved/saved-state-toolbar';
