// The fuzz's payment details of the account (paymentMethods/*).
import { defineFuzz } from '../support/feature';

export default defineFuzz({
  entries: {
    'GET /paymentMethods/get/{id}': { id: 'ferrier' },
    'PUT /paymentMethods/update/{id}': {
      id: 'ferrier',
      body: () => ({
        bankgiro: '5050-1055',
        plusgiro: '90 20 03-3',
        bankClearing: '8327-9',
        bankAccount: '123 456 789-7',
        swishNumber: '123 456 78 90',
      }),
    },
  },
});
