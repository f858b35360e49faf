// The fuzz's journal documents (journals/download/{id}, journals/send/{id}): the journal is the journals feature's
// kind; its keeper (the tenant's customer) has an email address, so a send can succeed.
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  entries: {
    'GET /journals/download/{id}': { id: 'journal' },
    'POST /journals/send/{id}': { id: 'journal' },
  },
});
