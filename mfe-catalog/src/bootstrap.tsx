// Standalone run for the catalogue team (`npm run dev -w mfe-catalog`): the same providers as in the shell.
import { Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import CatalogApp from './exposes/App';

void startStandalone(<Route path="*" element={<CatalogApp />} />);
