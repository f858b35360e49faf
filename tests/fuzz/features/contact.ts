// The fuzz's public site forms (contact/*).
import { defineFuzz, freshEmail } from '../support/feature';

export default defineFuzz({
  entries: {
    'POST /contact/send': {
      body: () => ({
        name: 'Karin Sjöström',
        email: freshEmail(),
        message: 'Hej! Hur fungerar journalerna i appen?',
      }),
    },
    'POST /contact/book-demo': {
      body: () => ({
        name: 'Karin Sjöström',
        email: freshEmail(),
        phone: '+46 70-123 45 67',
        company: 'Sjöströms Hovvård',
        profession: 'farrier',
        preferredTime: 'Tisdagar förmiddag',
        message: 'Vi är tre hovslagare.',
      }),
    },
  },
});
