// Sample customers and horses of the demo account: Uppland stables, realistic names, numbers that validate.
type Horse = {
  name: string;
  breed: string;
  color: string;
  sex: 'mare' | 'stallion' | 'gelding';
  sizeCm: number;
  dateOfBirth: string;
  microchipNumber: string;
  shoeingType: string;
  stable: string;
  address: string;
  lastVisitDaysAgo: number;
  intervalWeeks: number;
};

type Customer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  billingAddress: string;
  billingPostalCode: string;
  billingCity: string;
  paymentTerms: number;
  organizationNumber?: string;
  horses: Horse[];
};

const base = (c: Omit<Customer, 'billingAddress' | 'billingPostalCode' | 'billingCity'>): Customer => ({
  ...c,
  billingAddress: c.address,
  billingPostalCode: c.postalCode,
  billingCity: c.city,
});

export const DEMO_CUSTOMERS: Customer[] = [
  base({
    firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.se', phone: '+46702345678',
    address: 'Gårdsvägen 12', postalCode: '74192', city: 'Knivsta', paymentTerms: 30,
    horses: [
      { name: 'Kanel', breed: 'Swedish Warmblood', color: 'Fux', sex: 'mare', sizeCm: 166, dateOfBirth: '2014-05-02', microchipNumber: '752098100012345', shoeingType: 'Skor fram och bak', stable: 'Bergs gård', address: 'Gårdsvägen 12', lastVisitDaysAgo: 45, intervalWeeks: 6 },
      { name: 'Storm', breed: 'Gotland pony (Russ)', color: 'Brun', sex: 'gelding', sizeCm: 128, dateOfBirth: '2017-06-11', microchipNumber: '752098100012346', shoeingType: 'Verkning', stable: 'Bergs gård', address: 'Gårdsvägen 12', lastVisitDaysAgo: 20, intervalWeeks: 8 },
    ],
  }),
  base({
    firstName: 'Lars', lastName: 'Öberg', email: 'lars.oberg@example.se', phone: '+46703456789',
    address: 'Travbanevägen 3', postalCode: '75323', city: 'Uppsala', paymentTerms: 15,
    horses: [
      { name: 'Mr Kronos', breed: 'Standardbred trotter', color: 'Mörkbrun', sex: 'gelding', sizeCm: 158, dateOfBirth: '2019-03-21', microchipNumber: '752098100012347', shoeingType: 'Aluminiumskor fram', stable: 'Öbergs travstall', address: 'Travbanevägen 3', lastVisitDaysAgo: 30, intervalWeeks: 5 },
      { name: 'Lill-Greta', breed: 'Swedish-Norwegian Coldblood trotter', color: 'Fux', sex: 'mare', sizeCm: 154, dateOfBirth: '2018-04-30', microchipNumber: '752098100012348', shoeingType: 'Skor runt om', stable: 'Öbergs travstall', address: 'Travbanevägen 3', lastVisitDaysAgo: 12, intervalWeeks: 6 },
    ],
  }),
  base({
    firstName: 'Åsa', lastName: 'Lind-Berg', email: 'asa.lindberg@example.se', phone: '+46704567890',
    address: 'Ekbacken 7', postalCode: '74340', city: 'Storvreta', paymentTerms: 30,
    horses: [
      { name: 'Bamse', breed: 'North Swedish Horse', color: 'Brun', sex: 'gelding', sizeCm: 155, dateOfBirth: '2012-05-15', microchipNumber: '752098100012349', shoeingType: 'Verkning', stable: 'Ekbackens stall', address: 'Ekbacken 7', lastVisitDaysAgo: 70, intervalWeeks: 8 },
    ],
  }),
  base({
    firstName: 'Johan', lastName: "D'Ahl", email: 'johan.dahl@example.se', phone: '+46705678901',
    address: 'Hagalund 2', postalCode: '74630', city: 'Bålsta', paymentTerms: 20,
    horses: [
      { name: 'Cassiopeia', breed: 'Hanoverian', color: 'Svart', sex: 'mare', sizeCm: 170, dateOfBirth: '2015-04-08', microchipNumber: '752098100012350', shoeingType: 'Ortopediska skor fram', stable: 'Hagalunds ridklubb', address: 'Hagalund 2', lastVisitDaysAgo: 38, intervalWeeks: 6 },
    ],
  }),
  base({
    firstName: 'Maja', lastName: 'Nilsson', email: 'maja.nilsson@example.se', phone: '+46706789012',
    address: 'Skogsbrynet 19', postalCode: '19592', city: 'Märsta', paymentTerms: 30,
    horses: [
      { name: 'Sörla', breed: 'Icelandic horse', color: 'Skimmel', sex: 'mare', sizeCm: 138, dateOfBirth: '2013-07-19', microchipNumber: '352098100012351', shoeingType: 'Skor med brodd vintertid', stable: 'Skogsbrynet', address: 'Skogsbrynet 19', lastVisitDaysAgo: 10, intervalWeeks: 7 },
      { name: 'Frosti', breed: 'Icelandic horse', color: 'Black', sex: 'gelding', sizeCm: 140, dateOfBirth: '2016-05-25', microchipNumber: '352098100012352', shoeingType: 'Skor runt om', stable: 'Skogsbrynet', address: 'Skogsbrynet 19', lastVisitDaysAgo: 52, intervalWeeks: 7 },
    ],
  }),
  base({
    firstName: 'Karin', lastName: 'Sjöström', email: 'karin.sjostrom@example.se', phone: '+46707890123',
    address: 'Ängsgatan 5', postalCode: '75320', city: 'Uppsala', paymentTerms: 30,
    horses: [
      { name: 'Diamant', breed: 'KWPN (Dutch Warmblood)', color: 'Brun', sex: 'gelding', sizeCm: 172, dateOfBirth: '2011-06-01', microchipNumber: '752098100012353', shoeingType: 'Skor med kilsulor', stable: 'Ultuna ridskola', address: 'Ultunaallén 8', lastVisitDaysAgo: 41, intervalWeeks: 6 },
    ],
  }),
  base({
    firstName: 'Per', lastName: 'Holmgren', email: 'per.holmgren@example.se', phone: '+46708901234',
    address: 'Norrgården 1', postalCode: '74494', city: 'Morgongåva', paymentTerms: 30, organizationNumber: '5566778899',
    horses: [
      { name: 'Tor', breed: 'Ardennes', color: 'Fux', sex: 'gelding', sizeCm: 160, dateOfBirth: '2010-03-12', microchipNumber: '752098100012354', shoeingType: 'Verkning', stable: 'Norrgården', address: 'Norrgården 1', lastVisitDaysAgo: 25, intervalWeeks: 10 },
      { name: 'Saga', breed: 'Fjord horse', color: 'Black', sex: 'mare', sizeCm: 146, dateOfBirth: '2015-05-05', microchipNumber: '752098100012355', shoeingType: 'Skor fram', stable: 'Norrgården', address: 'Norrgården 1', lastVisitDaysAgo: 58, intervalWeeks: 8 },
    ],
  }),
  base({
    firstName: 'Emma', lastName: 'Eriksson', email: 'emma.eriksson@example.se', phone: '+46709012345',
    address: 'Stationsvägen 22', postalCode: '74141', city: 'Knivsta', paymentTerms: 10,
    horses: [
      { name: 'Pippi', breed: 'Shetland pony', color: 'Skäck', sex: 'mare', sizeCm: 98, dateOfBirth: '2009-04-14', microchipNumber: '752098100012356', shoeingType: 'Verkning', stable: 'Hemma', address: 'Stationsvägen 22', lastVisitDaysAgo: 49, intervalWeeks: 8 },
    ],
  }),
  base({
    firstName: 'Sofia', lastName: 'Andersson', email: 'sofia.andersson@example.se', phone: '+46730123456',
    address: 'Vallby 14', postalCode: '74950', city: 'Ekolsund', paymentTerms: 30,
    horses: [
      { name: 'Quintus', breed: 'Swedish Warmblood', color: 'Brun', sex: 'gelding', sizeCm: 168, dateOfBirth: '2016-05-29', microchipNumber: '752098100012357', shoeingType: 'Skor runt om', stable: 'Vallby stuteri', address: 'Vallby 14', lastVisitDaysAgo: 5, intervalWeeks: 6 },
    ],
  }),
  base({
    firstName: 'Nils', lastName: 'Gustafsson', email: 'nils.gustafsson@example.se', phone: '+46731234567',
    address: 'Kvarnbacken 3', postalCode: '74691', city: 'Bålsta', paymentTerms: 30,
    horses: [
      { name: 'Ronja', breed: 'Welsh Cob', color: 'Fux', sex: 'mare', sizeCm: 148, dateOfBirth: '2014-08-02', microchipNumber: '752098100012358', shoeingType: 'Skor fram', stable: 'Kvarnbackens gård', address: 'Kvarnbacken 3', lastVisitDaysAgo: 33, intervalWeeks: 7 },
    ],
  }),
  base({
    firstName: 'Elin', lastName: 'Ström', email: 'elin.strom@example.se', phone: '+46732345678',
    address: 'Sjövägen 8', postalCode: '75591', city: 'Uppsala', paymentTerms: 30,
    horses: [
      { name: 'Blixten', breed: 'Connemara', color: 'Grå', sex: 'gelding', sizeCm: 146, dateOfBirth: '2012-04-20', microchipNumber: '752098100012359', shoeingType: 'Verkning', stable: 'Sjövikens stall', address: 'Sjövägen 8', lastVisitDaysAgo: 63, intervalWeeks: 8 },
    ],
  }),
  base({
    firstName: 'Oskar', lastName: 'Wikström', email: 'oskar.wikstrom@example.se', phone: '+46733456789',
    address: 'Lövstavägen 11', postalCode: '74596', city: 'Enköping', paymentTerms: 30,
    horses: [
      { name: 'Zorro', breed: 'Andalusian (PRE)', color: 'Skimmel', sex: 'stallion', sizeCm: 162, dateOfBirth: '2013-03-03', microchipNumber: '724098100012360', shoeingType: 'Skor runt om', stable: 'Lövsta gård', address: 'Lövstavägen 11', lastVisitDaysAgo: 28, intervalWeeks: 6 },
    ],
  }),
];
