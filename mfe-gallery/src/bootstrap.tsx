// Standalone run for the gallery team (`npm run dev -w mfe-gallery`): the same providers as in the shell.
import { Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import GalleryApp from './exposes/App';

void startStandalone(<Route path="*" element={<GalleryApp />} />);
