// Standalone run for the booking team (`npm run dev -w mfe-booking`): the same providers as in the shell.
import { Route } from 'react-router-dom';
import { startStandalone } from '@rental/platform';
import BookingApp from './exposes/App';

void startStandalone(<Route path="*" element={<BookingApp />} />);
